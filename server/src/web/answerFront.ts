import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyServerFactory, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { TrustProxy } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../metrics.ts';
import { operationOf } from '../plugins/metrics.ts';
import { REQUEST_ID_HEADER, trustedPeer } from '../plugins/requestId.ts';
import type { AnswerCache } from '../services/answerCache.ts';
import { repeatableAnswer, type PreparedJson } from '../services/preparedJson.ts';

/**
 * The answer front: the guest's hottest read (the hotel guide, which every screen asks for first) sent
 * again by the HTTP server itself, before Fastify, while it is the cache's current answer.
 *
 * Fastify answers a URL first; when its handler sent a prepared answer that depends on nothing but the
 * URL (sendPreparedJson's `sameForTheUrl`), the front keeps the status line, every header Fastify sent
 * (security headers, ETag, coding, Cache-Control...) and the bytes. A later GET of the same URL whose
 * headers that shape an answer are the same (Accept-Encoding, X-No-Compression, the host and the
 * forwarding headers a trusted proxy sets) gets them again with its own request id, its log line and its
 * metric, as Fastify would have sent them, without Fastify's per-request work. Anything else goes to
 * Fastify: another method, a conditional request (If-None-Match), a request with a body, an unknown URL,
 * other headers, or an answer no longer current (services/answerCache.ts `current`: the hotel's data
 * changed, on this server or another, or changes cannot be heard now), which Fastify then answers anew.
 */

/** URLs kept (one per hotel's guide), and kinds of request per URL (browsers send a handful of Accept-Encodings). */
const MAX_URLS = 200;
const MAX_KINDS_PER_URL = 16;
/** Headers Node's response writes itself for each answer. */
const WRITTEN_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The options Fastify sets on a server it makes itself, filled with its defaults when it calls a factory. */
type ServerTimeouts = Required<Pick<FastifyServerOptions, 'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout'>>;

/** The headers of a request that shape an answer's headers, but for Accept-Encoding (answerFront's `kindOf`). */
interface Kind {
  noCompression: boolean;
  host: string | undefined;
  encrypted: boolean;
  forwardedHost: string | string[] | undefined;
  forwardedProto: string | string[] | undefined;
  trustedPeer: boolean;
}

interface Kept {
  acceptEncoding: string;
  kind: Kind;
  answer: PreparedJson;
  bytes: Buffer;
  /** The request metric's labels (plugins/metrics.ts) and the log line's path (plugins/requestLog.ts: no query). */
  labels: { operation: string; status_class: '2xx' };
  path: string;
  /** Fastify's headers as [name, value, name, value...], the request id's value at `idAt` replaced per answer. */
  head: string[];
  idAt: number;
}

export interface AnswerFrontOptions {
  cache: AnswerCache;
  /** The app's request log (component `http`): one line per answer, as plugins/requestLog.ts writes. */
  log: Logger;
  metrics: Metrics;
  trustProxy: TrustProxy;
  /** Fastify's genReqId (plugins/requestId.ts). */
  requestId: (request: IncomingMessage) => string;
}

export interface AnswerFront {
  /** Fastify's serverFactory: the HTTP server with the front before Fastify's handler. */
  serverFactory: FastifyServerFactory;
  /** The plugin that keeps what Fastify sent (registered with the app). */
  plugin: (app: FastifyInstance) => Promise<void>;
}

export function createAnswerFront({ cache, log, metrics, trustProxy, requestId }: AnswerFrontOptions): AnswerFront {
  /** Per URL: the answers kept for each kind of request (Accept-Encoding and Kind), newest last. */
  const kept = new Map<string, Kept[]>();
  const trusted = trustedPeer(trustProxy);

  /**
   * What of the request shapes the headers of a `sameForTheUrl` answer besides its Accept-Encoding: no
   * compression asked for, and its host and protocol (the CSP names the tokeniser on the page's host; HSTS).
   */
  const kindOf = (request: IncomingMessage): Kind => {
    const { headers, socket } = request;
    const forwardedHost = headers['x-forwarded-host'];
    const forwardedProto = headers['x-forwarded-proto'];
    const forwarded = forwardedHost !== undefined || forwardedProto !== undefined;
    return {
      noCompression: headers['x-no-compression'] !== undefined,
      host: headers.host,
      encrypted: (socket as { encrypted?: boolean }).encrypted === true,
      forwardedHost,
      forwardedProto,
      // Whether X-Forwarded-* are believed (trustProxy) matters only when they are there.
      trustedPeer: forwarded && trusted(socket.remoteAddress ?? '', 0),
    };
  };
  /** kindOf(request) is `kind`, read without making one (this runs for every repeat). */
  const ofKind = (kind: Kind, { headers, socket }: IncomingMessage) =>
    kind.host === headers.host &&
    kind.noCompression === (headers['x-no-compression'] !== undefined) &&
    kind.encrypted === ((socket as { encrypted?: boolean }).encrypted === true) &&
    kind.forwardedHost === headers['x-forwarded-host'] &&
    kind.forwardedProto === headers['x-forwarded-proto'] &&
    kind.trustedPeer ===
      ((kind.forwardedHost !== undefined || kind.forwardedProto !== undefined) &&
        trusted(socket.remoteAddress ?? '', 0));
  /** Whether `one` was kept for a request like this one (its Accept-Encoding, and its kind). */
  const keptFor = (one: Kept, request: IncomingMessage) =>
    one.acceptEncoding === (request.headers['accept-encoding'] ?? '') && ofKind(one.kind, request);

  /** Sends the kept answer when it is current; false leaves the request to Fastify. */
  const answer = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== 'GET') return false;
    const kinds = kept.get(request.url ?? '');
    if (!kinds) return false;
    const { headers } = request;
    if (
      headers['if-none-match'] !== undefined ||
      headers['content-length'] !== undefined ||
      headers['transfer-encoding'] !== undefined
    ) {
      return false;
    }
    const at = kinds.findIndex((one) => keptFor(one, request));
    const one = kinds[at];
    if (!one) return false;
    if (!cache.current(one.answer)) {
      kinds.splice(at, 1);
      return false;
    }
    const started = performance.now();
    const reqId = requestId(request);
    // writeHead turns the headers into text at once, so the kept list takes this answer's id in place.
    one.head[one.idAt] = reqId;
    response.writeHead(200, one.head);
    response.end(one.bytes);
    const ms = performance.now() - started;
    metrics.requestDuration.observe(one.labels, ms / 1000);
    log.info({ reqId, method: 'GET', path: one.path, status: 200, ms: Math.round(ms) }, 'request');
    return true;
  };

  /** Keeps `one`, sent to `request`, in place of the answer kept for its kind, dropping those no longer current. */
  const keep = (request: IncomingMessage, one: Kept) => {
    const url = request.url ?? '';
    let kinds = kept.get(url);
    if (!kinds) {
      if (kept.size >= MAX_URLS) kept.clear();
      kinds = [];
      kept.set(url, kinds);
    }
    const others = kinds.filter((other) => !keptFor(other, request) && cache.current(other.answer));
    kept.set(url, [...others, one].slice(-MAX_KINDS_PER_URL));
  };

  return {
    serverFactory: (handler, options) => {
      const server = http.createServer((request, response) => {
        if (!answer(request, response)) handler(request, response);
      });
      // What Fastify sets on a server it makes, and leaves to a serverFactory (fastify/lib/server.js): its
      // keep-alive of 72 s, longer than a load balancer's idle 60 s. Node's own 5 s closes connections a
      // client is about to reuse, which then fail with ECONNRESET. Fastify passes its options with its
      // defaults filled in; the factory's type leaves them `unknown`.
      const { keepAliveTimeout, requestTimeout, connectionTimeout } = options as ServerTimeouts;
      server.keepAliveTimeout = keepAliveTimeout;
      server.requestTimeout = requestTimeout;
      server.setTimeout(connectionTimeout);
      return server;
    },
    plugin: fp(
      async (app: FastifyInstance) => {
        app.addHook('onResponse', (request, reply, done) => {
          const repeatable = reply.statusCode === 200 && request.method === 'GET' ? repeatableAnswer(reply) : undefined;
          const bytes = repeatable?.answer.made(repeatable.coding);
          if (repeatable && bytes && request.headers['if-none-match'] === undefined) {
            const head: string[] = [];
            let idAt = -1;
            for (const [name, value] of Object.entries(reply.getHeaders() as OutgoingHttpHeaders)) {
              if (value === undefined || WRITTEN_BY_NODE.has(name)) continue;
              for (const one of Array.isArray(value) ? value : [String(value)]) {
                if (name === REQUEST_ID_HEADER) idAt = head.length + 1;
                head.push(name, one);
              }
            }
            // Kept only as sent: with the request's id, and the very bytes (no hook changed the body).
            if (idAt !== -1 && reply.getHeader('content-length') === String(bytes.length)) {
              keep(request.raw, {
                acceptEncoding: request.headers['accept-encoding'] ?? '',
                kind: kindOf(request.raw),
                answer: repeatable.answer,
                bytes,
                labels: { operation: operationOf(request), status_class: '2xx' },
                path: request.url.split('?', 1)[0]!,
                head,
                idAt,
              });
            }
          }
          done();
        });
      },
      { name: 'answer-front' },
    ),
  };
}
