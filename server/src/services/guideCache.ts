import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The hotel guide (getHotelGuide) served from memory: per hotel, the serialised answer with its
 * compressed variants made once, a strong ETag, and a short life.
 *
 * Several server processes may share one PostgreSQL, and `npm run seed` and the hotel CLI write it
 * from outside, so no process can know when a guide changed: an answer lives GUIDE_CACHE_TTL_MS
 * from the moment its database read began, and is never served older. So that busy hotels' guests
 * never wait for that read, the first request in the last part of an answer's life
 * (GUIDE_CACHE_REFRESH_AHEAD) starts it in the background while the kept answer is still served.
 */

/** How long a hotel's guide answer is served from memory; a change in the database shows after at most this. */
export const GUIDE_CACHE_TTL_MS = 5_000;
/** Fraction of the TTL after which a request refreshes the answer in the background (it is still served meanwhile). */
export const GUIDE_CACHE_REFRESH_AHEAD = 0.8;
/**
 * At most this many hotels' answers are kept (the demo hotel's is about 110 KB with its variants);
 * the oldest goes first. Only hotels that exist are kept, so unknown ids cannot fill it.
 */
export const GUIDE_CACHE_MAX_HOTELS = 200;
/** Answers smaller than this are sent uncompressed (@fastify/compress's threshold in app.ts, and the guide's). */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/**
 * Brotli quality of the ready-made variant. It is made once per TTL, not per request, so a little
 * more than the per-request quality 4 of app.ts: quality 6 takes about as long on the demo guide
 * (~4 ms for 62 KB) and is ~13 % smaller; 11 would take ~120 ms for another ~9 %.
 */
export const GUIDE_BROTLI_QUALITY = 6;

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
  /** Null when the answer is below COMPRESS_THRESHOLD_BYTES (sent as it is, as @fastify/compress would). */
  br: Buffer | null;
  gzip: Buffer | null;
}

/** The JSON text with its hash and (above the threshold) its brotli and gzip variants, compressed off the event loop. */
export async function prepareJson(json: string | Buffer): Promise<PreparedJson> {
  const identity = typeof json === 'string' ? Buffer.from(json, 'utf8') : json;
  const hash = createHash('sha256').update(identity).digest('base64url');
  if (identity.length < COMPRESS_THRESHOLD_BYTES) return { hash, identity, br: null, gzip: null };
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: GUIDE_BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity),
  ]);
  return { hash, identity, br, gzip: gz };
}

export interface GuideCacheOptions {
  /** Life of an answer in milliseconds (GUIDE_CACHE_TTL_MS); 0 caches nothing (concurrent loads are still shared). */
  ttlMs?: number;
  /** Most hotels kept (GUIDE_CACHE_MAX_HOTELS). */
  maxEntries?: number;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
}

export interface GuideCache {
  /**
   * The hotel's prepared answer: from memory while fresh, else from `load` (the serialised JSON, or
   * null for an unknown hotel, which is not kept). Concurrent misses for one hotel share one load; a
   * failed load is not kept either. Near the end of an answer's life, `load` runs in the background.
   */
  get(hotelId: string, load: () => Promise<string | null>): Promise<PreparedJson | null>;
  /** Hotels kept now (fresh or not yet replaced). */
  readonly size: number;
  /** Loads under way. */
  readonly loading: number;
  clear(): void;
  /** Drops the hotel's answer (it was changed here): the next request reads it again. */
  forget(hotelId: string): void;
}

export function createGuideCache({
  ttlMs = GUIDE_CACHE_TTL_MS,
  maxEntries = GUIDE_CACHE_MAX_HOTELS,
  now = () => Date.now(),
}: GuideCacheOptions = {}): GuideCache {
  const entries = new Map<string, { answer: PreparedJson; readAt: number }>();
  const loads = new Map<string, Promise<PreparedJson | null>>();
  /** Per hotel, how often its answer was forgotten: a read begun before is not kept (it may be older). */
  const forgotten = new Map<string, number>();

  const keep = (hotelId: string, answer: PreparedJson, readAt: number) => {
    if (ttlMs <= 0 || maxEntries <= 0) return;
    entries.delete(hotelId); // re-inserted last: the Map's order is the order of loading
    entries.set(hotelId, { answer, readAt });
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
  };

  /** Reads the hotel's answer and keeps it; concurrent callers share the returned promise. */
  const start = (hotelId: string, load: () => Promise<string | null>) => {
    const readAt = now();
    const epoch = forgotten.get(hotelId) ?? 0;
    const loaded = (async () => {
      const json = await load();
      if (json === null) {
        entries.delete(hotelId); // a hotel removed meanwhile
        return null;
      }
      const identity = Buffer.from(json, 'utf8');
      const previous = entries.get(hotelId)?.answer;
      // Unchanged (the usual case): keep the variants already made, and the ETag.
      const answer = previous?.identity.equals(identity) ? previous : await prepareJson(identity);
      if ((forgotten.get(hotelId) ?? 0) === epoch) keep(hotelId, answer, readAt);
      return answer;
    })().finally(() => {
      if (loads.get(hotelId) === loaded) loads.delete(hotelId);
    });
    loads.set(hotelId, loaded);
    return loaded;
  };

  return {
    get(hotelId, load) {
      const entry = entries.get(hotelId);
      if (entry) {
        const age = now() - entry.readAt;
        // A clock that went back counts as expired, so an answer never outlives its TTL.
        if (age >= 0 && age < ttlMs) {
          if (age >= ttlMs * GUIDE_CACHE_REFRESH_AHEAD && !loads.has(hotelId)) {
            // Its failure is left to the request that finds the answer expired (the load is retried then).
            start(hotelId, load).catch(() => {});
          }
          return Promise.resolve(entry.answer);
        }
        // Expired: never served again, but kept until replaced, to reuse its variants if unchanged.
      }
      return loads.get(hotelId) ?? start(hotelId, load);
    },
    get size() {
      return entries.size;
    },
    get loading() {
      return loads.size;
    },
    clear() {
      entries.clear();
    },
    forget(hotelId) {
      entries.delete(hotelId);
      loads.delete(hotelId);
      forgotten.set(hotelId, (forgotten.get(hotelId) ?? 0) + 1);
    },
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
  const header = acceptEncoding.toLowerCase().replace(/\*|x-gzip/gu, 'gzip');
  return (negotiate(header, [...ENCODINGS]) as Coding | null) ?? 'identity';
}

/** The coding to send this request: identity for small answers and for `x-no-compression`, as the plugin does. */
export function codingFor(request: FastifyRequest, answer: PreparedJson): Coding {
  if (!answer.br || !answer.gzip || request.headers['x-no-compression'] !== undefined) return 'identity';
  return negotiateCoding(request.headers['accept-encoding']);
}

/** The strong ETag of one coding of the answer (each coding is a representation of its own). */
export function etagOf(answer: PreparedJson, coding: Coding): string {
  return coding === 'identity' ? `"${answer.hash}"` : `"${answer.hash}-${coding}"`;
}

/**
 * Whether If-None-Match names the answer (weak comparison, as RFC 9110 wants for it): `*`, or any
 * of its codings' tags, since each decodes to the same JSON.
 */
export function noneMatchHits(ifNoneMatch: string | undefined, answer: PreparedJson): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const tags = new Set(ENCODINGS.map((coding) => etagOf(answer, coding)).concat(etagOf(answer, 'identity')));
  return ifNoneMatch.split(',').some((tag) => tags.has(tag.trim().replace(/^W\//u, '')));
}

/**
 * Sends the prepared answer: 304 when If-None-Match names it, else the variant for the request's
 * Accept-Encoding. Content-Encoding set here makes @fastify/compress leave the body alone (its onSend
 * skips answers that already have one); an identity answer is one it would not compress either.
 * Cache-Control stays app.ts's `no-store` (every API answer but the spot photos'): browsers keep no
 * copy, so 304s only serve clients that keep one anyway.
 */
export function sendPreparedJson(request: FastifyRequest, reply: FastifyReply, answer: PreparedJson): FastifyReply {
  const coding = codingFor(request, answer);
  reply.header('ETag', etagOf(answer, coding)).header('Vary', 'Accept-Encoding');
  if (noneMatchHits(request.headers['if-none-match'], answer)) return reply.code(304).send();
  if (coding !== 'identity') reply.header('Content-Encoding', coding);
  return reply.type('application/json; charset=utf-8').send(answer[coding]);
}
