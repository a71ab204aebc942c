import { createHash, timingSafeEqual } from 'node:crypto';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.ts';
import { outboxDepth } from '../db/repositories/mails.ts';
import { webhookOutboxDepth } from '../db/repositories/webhooks.ts';
import { exposition, watchOutboxes, type Metrics, type OutboxDepth, type OutboxKind } from '../metrics.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's name in the metrics' `operation` label, for a route outside the contract (healthz...). */
    operation?: string;
  }
}

export interface MetricsOptions {
  metrics: Metrics;
  /** METRICS_TOKEN: /metrics answers only with `Authorization: Bearer <token>`; unset: only to private peers. */
  token?: string;
}

export const METRICS_PATH = '/metrics';

/** Loopback, link-local and private (RFC 1918, fc00::/7) addresses: a scraper in the same network. */
const privatePeer = proxyAddr.compile(['loopback', 'linklocal', 'uniquelocal']);

/**
 * The `operation` label: the contract's operationId, else the route's own name (config.operation),
 * else `other` (files, development pages) or `unmatched` (the SPA's pages and unknown paths): a fixed
 * set, never the URL, whose ids and query strings would make a series per guest.
 */
export function operationOf(request: FastifyRequest): string {
  const { schema, config, url } = request.routeOptions;
  const operationId = (schema as { operationId?: unknown } | undefined)?.operationId;
  if (typeof operationId === 'string') return operationId;
  return config.operation ?? (url ? 'other' : 'unmatched');
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Why this request may not read the metrics, or null when it may. */
function refusal(request: FastifyRequest, token: string | undefined): { status: 401 | 403; message: string } | null {
  if (token) {
    const given = request.headers.authorization ?? '';
    return timingSafeEqual(digest(given), digest(`Bearer ${token}`))
      ? null
      : { status: 401, message: 'The metrics need the bearer token METRICS_TOKEN.' };
  }
  // A request that came through a proxy may come from anywhere, whatever the proxy's own address.
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  const peer = request.socket.remoteAddress;
  if (!proxied && peer && privatePeer(peer, 0)) return null;
  return {
    status: 403,
    message:
      'The metrics are served to a private or loopback address, not through a proxy, unless METRICS_TOKEN is set.',
  };
}

/**
 * Prometheus metrics at /metrics (docs/deployment.md, "Metrics"): each request's time by operation and
 * status class, the outboxes' depth (mail and webhooks, read from the database at each scrape) and deliveries, the
 * upkeep's passes, and the process's own. Not for the internet: without METRICS_TOKEN only a direct
 * request from a private or loopback address may read them; with it, only a request with the token.
 */
export default fp(
  async (app: FastifyInstance, { metrics, token }: MetricsOptions) => {
    const read = async (kind: OutboxKind, depth: (db: Db) => Promise<Omit<OutboxDepth, 'kind'>>) => {
      try {
        return [{ kind, ...(await depth(app.db)) }];
      } catch (error) {
        // The other metrics still answer; this outbox's series are missing from this scrape.
        app.log.warn({ err: error }, `metrics: could not read the ${kind} outbox depth`);
        return [];
      }
    };
    watchOutboxes(metrics, async () =>
      (await Promise.all([read('mail', outboxDepth), read('webhook', webhookOutboxDepth)])).flat(),
    );

    app.addHook('onResponse', (request, reply, done) => {
      metrics.requestDuration.observe(
        { operation: operationOf(request), status_class: `${Math.floor(reply.statusCode / 100)}xx` },
        reply.elapsedTime / 1000,
      );
      done();
    });

    app.get(
      METRICS_PATH,
      { config: { requestLog: false, operation: 'metrics' } },
      async (request: FastifyRequest, reply: FastifyReply) => {
        reply.header('Cache-Control', 'no-store');
        const refused = refusal(request, token);
        if (refused) {
          if (refused.status === 401) reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
          return reply.status(refused.status).send({ message: refused.message, code: 'unauthorized' });
        }
        const { contentType, text } = await exposition(metrics);
        return reply.type(contentType).send(text);
      },
    );
  },
  { name: 'metrics', dependencies: ['database'] },
);
