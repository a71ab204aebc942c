import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Schema } from '../contract.ts';
import type { Db } from '../db/database.ts';
import { findLiveKeyByHash, touchKey } from '../db/repositories/integrationKeys.ts';
import { HttpError } from '../errors.ts';
import { takeRequest } from './throttle.ts';

/**
 * Who may call the integration API (issue 33): a live key of the hotel (security scheme
 * `integrationKey`), within its rate limit, with the operation's scope (`x-integration-scope` in
 * openapi.yaml; an operation other than a GET writes, which a `readOnly` key may not). Every operation
 * acts on the key's hotel only.
 */

type Scope = Schema<'IntegrationScope'>;

export interface IntegrationCaller {
  keyId: number;
  hotelId: string;
  scopes: Scope[];
  /** Requests per minute. */
  rateLimit: number;
}

/** The scopes an operation can name (`x-integration-scope`); readOnly only restricts. */
export const INTEGRATION_SCOPES = ['reservations', 'stays', 'folios'] as const;

/** A key's scopes as stored (space-separated). */
export const parseScopes = (scopes: string): Scope[] => scopes.split(' ').filter(Boolean) as Scope[];

/** The rate limit's window: a minute. */
export const RATE_WINDOW_MS = 60_000;

/** The live key whose hash this is, or 401 (missing, unknown, rotated or revoked: one answer). */
export async function authenticateKey(db: Db, keyHash: string | null): Promise<IntegrationCaller> {
  if (keyHash === null) throw new HttpError(401, 'Missing integration key', 'unauthorized');
  const row = await findLiveKeyByHash(db, keyHash);
  if (!row) throw new HttpError(401, 'Invalid integration key', 'unauthorized');
  await touchKey(db, row.id);
  return { keyId: row.id, hotelId: row.hotel_id, scopes: parseScopes(row.scopes), rateLimit: row.rate_limit };
}

/**
 * Counts the request against the key's limit and tells the standard headers (RateLimit-Limit,
 * -Remaining, -Reset: seconds until the window has room again); past the limit, 429 with Retry-After.
 * The count is shared by every server (services/throttle.ts, in the database).
 */
export async function countRequest(db: Db, caller: IntegrationCaller, reply: FastifyReply): Promise<void> {
  const window = await takeRequest(db, {
    bucket: `integration:key:${caller.keyId}`,
    limit: caller.rateLimit,
    windowMs: RATE_WINDOW_MS,
  });
  const headers = {
    'RateLimit-Limit': String(window.limit),
    'RateLimit-Remaining': String(window.remaining),
    'RateLimit-Reset': String(window.resetSeconds),
  };
  reply.headers(headers);
  if (!window.allowed) {
    throw new HttpError(429, 'Please wait before retrying.', 'too_many_requests', {
      ...headers,
      'Retry-After': String(window.resetSeconds),
    });
  }
}

/** 403 unless the key has the scope, and, for a write (anything but GET), is not readOnly. */
export function requireScope(caller: IntegrationCaller, scope: Scope, request: FastifyRequest): void {
  const writes = request.method !== 'GET' && request.method !== 'HEAD';
  if (!caller.scopes.includes(scope) || (writes && caller.scopes.includes('readOnly'))) {
    throw new HttpError(
      403,
      writes ? `The key needs the ${scope} scope and may not be readOnly.` : `The key needs the ${scope} scope.`,
      'integration_scope_missing',
    );
  }
}
