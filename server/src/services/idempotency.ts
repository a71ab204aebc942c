import { createHash } from 'node:crypto';
import type { Db } from '../db/database.ts';
import * as records from '../db/repositories/idempotency.ts';
import { HttpError } from '../errors.ts';

/** A request left "in progress" this long is taken to be abandoned (its process stopped) and runs again. */
const STALE_MS = 2 * 60_000;
/** The contract keeps records at least 24 hours; the upkeep job (services/upkeep.ts) purges them after. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60_000;

/** JSON with object keys sorted, so that the same payload always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export interface IdempotentRequest extends records.IdempotencyKeyRef {
  /** What the request asks for; the same key with another payload is refused (422). */
  payload: unknown;
}

/**
 * Runs `work` once per Idempotency-Key (contract: "Idempotency"). The key is claimed first, so a
 * second request while the first runs gets 409; `work` runs in a transaction that also stores its
 * answer, so the check-in and the record are written together or not at all; a retry with the
 * same key and payload gets the stored answer (`replayed`), another payload 422. A request that
 * fails leaves no record: its retry runs again. `outside` runs once the key is claimed and before
 * the transaction: calls to outside services (the payment gateway), whose answer `work` stores.
 */
export async function runIdempotent<T, P = undefined>(
  db: Db,
  request: IdempotentRequest,
  work: (trx: Db, outsideAnswer: P) => Promise<T>,
  outside?: () => Promise<P>,
): Promise<{ body: T; replayed: boolean }> {
  const { payload, ...ref } = request;
  const hash = createHash('sha256').update(canonicalJson(payload)).digest('hex');
  if (!(await records.claim(db, ref, hash))) {
    const existing = await records.find(db, ref);
    // Released between our insert and this read: the earlier request failed; claim again.
    if (!existing) return runIdempotent(db, request, work, outside);
    if (existing.request_hash !== hash) {
      throw new HttpError(
        422,
        'This Idempotency-Key was already used for a different request.',
        'idempotency_key_reused',
      );
    }
    if (existing.status === 'completed') return { body: existing.response_body as T, replayed: true };
    const takenOver = await records.takeOver(db, ref, new Date(Date.now() - STALE_MS));
    if (!takenOver) {
      throw new HttpError(409, 'This request is still being processed. Please wait a moment.', 'request_in_progress');
    }
  }
  try {
    const answer = (outside ? await outside() : undefined) as P;
    const body = await db.transaction().execute(async (trx) => {
      const result = await work(trx, answer);
      await records.complete(trx, ref, 200, result);
      return result;
    });
    return { body, replayed: false };
  } catch (error) {
    await records.release(db, ref);
    throw error;
  }
}
