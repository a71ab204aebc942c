import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A JSON answer made ready to send once and sent many times (services/answerCache.ts): its bytes, a
 * strong ETag from their hash, and its brotli and gzip variants, each compressed on first use and kept,
 * sent by the rules @fastify/compress applies to every other answer (whose work it then skips).
 */

/** Answers smaller than this are sent uncompressed (@fastify/compress's threshold in app.ts, and the guide's). */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/**
 * Brotli quality of the ready-made variant. It is made once per change of the answer, not per request,
 * so a little more than the per-request quality 4 of plugins/compression.ts: quality 6 takes about as
 * long on the demo guide (~4 ms for 62 KB) and is ~13 % smaller; 11 would take ~120 ms for another ~9 %.
 */
export const ANSWER_BROTLI_QUALITY = 6;

/** Content codings in the server's order of preference (app.ts registers @fastify/compress with these). */
const ENCODINGS = ['br', 'gzip'] as const;
export type Coding = (typeof ENCODINGS)[number] | 'identity';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** One serialised JSON answer and its variants. */
export interface PreparedJson {
  /** SHA-256 of the JSON bytes (base64url): the strong validator, the same for every coding. */
  hash: string;
  identity: Buffer;
  /** Whether it is compressed at all: not below COMPRESS_THRESHOLD_BYTES (sent as it is, as @fastify/compress would). */
  compressible: boolean;
  /** The bytes in this coding: compressed off the event loop on the first call, then kept. */
  encoded(coding: Coding): Promise<Buffer>;
  /** The bytes in this coding once made (after `encoded` has resolved), else undefined. */
  made(coding: Coding): Buffer | undefined;
  /** The strong ETag of each coding (etagOf), made once. */
  etags: Record<Coding, string>;
}

const compressors: Record<Exclude<Coding, 'identity'>, (json: Buffer) => Promise<Buffer>> = {
  br: (json) =>
    brotli(json, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
  gzip: (json) => gzip(json),
};

/** The JSON text with its hash; its compressed variants are made when first asked for. */
export function prepareJson(json: string | Buffer): PreparedJson {
  const identity = typeof json === 'string' ? Buffer.from(json, 'utf8') : json;
  const hash = createHash('sha256').update(identity).digest('base64url');
  const variants = new Map<Coding, Promise<Buffer>>([['identity', Promise.resolve(identity)]]);
  const made = new Map<Coding, Buffer>([['identity', identity]]);
  return {
    hash,
    identity,
    compressible: identity.length >= COMPRESS_THRESHOLD_BYTES,
    encoded(coding) {
      let variant = variants.get(coding);
      if (!variant) {
        variant = compressors[coding as Exclude<Coding, 'identity'>](identity);
        variants.set(coding, variant);
        variant.then(
          (bytes) => made.set(coding, bytes),
          // A failure is not kept: the next request tries again.
          () => variants.delete(coding),
        );
      }
      return variant;
    },
    made: (coding) => made.get(coding),
    etags: { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gzip"` },
  };
}

/** The serializer Fastify would use for a 200 application/json answer of this route (openapi.yaml's schema). */
export function serializeLikeFastify(reply: FastifyReply, value: unknown): string {
  // openapi-glue gives Fastify the response schemas by media type; a plain one is taken too.
  const serialize = reply.getSerializationFunction('200', 'application/json') ?? reply.getSerializationFunction('200');
  return typeof serialize === 'function' ? serialize(value as never) : JSON.stringify(value);
}

/**
 * The coding @fastify/compress would pick for this Accept-Encoding with `encodings: ['br', 'gzip']`:
 * its own rule (`*` and `x-gzip` count as gzip) and its own negotiator; nothing acceptable (or no
 * header) is identity.
 */
export function negotiateCoding(acceptEncoding: string | undefined): Coding {
  if (!acceptEncoding) return 'identity';
  let coding = negotiated.get(acceptEncoding);
  if (coding === undefined) {
    const header = acceptEncoding.toLowerCase().replace(/\*|x-gzip/gu, 'gzip');
    coding = (negotiate(header, [...ENCODINGS]) as Coding | null) ?? 'identity';
    // Browsers send a handful of distinct headers; anything else only costs a new negotiation.
    if (negotiated.size >= MAX_NEGOTIATED) negotiated.clear();
    negotiated.set(acceptEncoding, coding);
  }
  return coding;
}
/** Accept-Encoding headers already negotiated, and their coding. */
const negotiated = new Map<string, Coding>();
const MAX_NEGOTIATED = 256;

/** The coding to send this request: identity for small answers and for `x-no-compression`, as the plugin does. */
export function codingFor(request: FastifyRequest, answer: PreparedJson): Coding {
  if (!answer.compressible || request.headers['x-no-compression'] !== undefined) return 'identity';
  return negotiateCoding(request.headers['accept-encoding']);
}

/** The strong ETag of one coding of the answer (each coding is a representation of its own). */
export function etagOf(answer: PreparedJson, coding: Coding): string {
  return answer.etags[coding];
}

/**
 * Whether If-None-Match names the answer (weak comparison, as RFC 9110 wants for it): `*`, or any
 * of its codings' tags, since each decodes to the same JSON.
 */
export function noneMatchHits(ifNoneMatch: string | undefined, answer: PreparedJson): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const tags = Object.values(answer.etags);
  return ifNoneMatch.split(',').some((tag) => tags.includes(tag.trim().replace(/^W\//u, '')));
}

/**
 * The 200 answers sent whole from a prepared answer that any request for the same URL (and the same
 * headers that shape the answer) gets while the answer is current: their reply, the answer and its coding.
 */
const repeatable = new WeakMap<FastifyReply, { answer: PreparedJson; coding: Coding }>();

/** The prepared answer and coding this reply sent, when its handler said the same URL always gets it. */
export function repeatableAnswer(reply: FastifyReply): { answer: PreparedJson; coding: Coding } | undefined {
  return repeatable.get(reply);
}

/**
 * Sends the prepared answer: 304 when If-None-Match names it, else the variant for the request's
 * Accept-Encoding. Content-Encoding set here makes @fastify/compress leave the body alone (its onSend
 * skips answers that already have one); an identity answer is one it would not compress either.
 * Cache-Control stays app.ts's `no-store` (every API answer but the spot photos'): browsers keep no
 * copy, so 304s only serve clients that keep one anyway. `sameForTheUrl`: the answer depends on the
 * request's URL and the headers web/answerFront.ts compares, nothing else (not the time, not the caller).
 */
export function sendPreparedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedJson,
  { sameForTheUrl = false }: { sameForTheUrl?: boolean } = {},
): FastifyReply | Promise<FastifyReply> {
  const coding = codingFor(request, answer);
  reply.header('etag', answer.etags[coding]).header('vary', 'Accept-Encoding');
  if (noneMatchHits(request.headers['if-none-match'], answer)) return reply.code(304).send();
  // The answer depends on nothing but the URL and the headers above (web/answerFront.ts may send it again).
  if (sameForTheUrl) repeatable.set(reply, { answer, coding });
  if (coding !== 'identity') reply.header('content-encoding', coding);
  reply.type('application/json; charset=utf-8');
  // Once made, the variant is sent at once; only its first request waits for the compression.
  const bytes = answer.made(coding);
  return bytes ? reply.send(bytes) : answer.encoded(coding).then((made) => reply.send(made));
}
