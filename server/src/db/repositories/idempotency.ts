import type { Db } from '../database.ts';

/** Idempotency records: one per (scope, operation, key); the stored answer is replayed on a retry. */

export interface IdempotencyKeyRef {
  scope: string;
  operation: string;
  key: string;
}

/** Claims the key for a new request; false when a record exists already. */
export async function claim(db: Db, ref: IdempotencyKeyRef, requestHash: string): Promise<boolean> {
  const row = await db
    .insertInto('idempotency_records')
    .values({ ...ref, request_hash: requestHash, status: 'in_progress' })
    .onConflict((oc) => oc.columns(['scope', 'operation', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

export function find(db: Db, ref: IdempotencyKeyRef) {
  return db
    .selectFrom('idempotency_records')
    .select(['request_hash', 'status', 'response_status', 'response_body', 'updated_at'])
    .where('scope', '=', ref.scope)
    .where('operation', '=', ref.operation)
    .where('key', '=', ref.key)
    .executeTakeFirst();
}

/** Takes over a request left in progress since before `staleBefore` (its process died); false if another did. */
export async function takeOver(db: Db, ref: IdempotencyKeyRef, staleBefore: Date): Promise<boolean> {
  const row = await db
    .updateTable('idempotency_records')
    .set({ updated_at: new Date() })
    .where('scope', '=', ref.scope)
    .where('operation', '=', ref.operation)
    .where('key', '=', ref.key)
    .where('status', '=', 'in_progress')
    .where('updated_at', '<', staleBefore)
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

export async function complete(db: Db, ref: IdempotencyKeyRef, status: number, body: unknown): Promise<void> {
  await db
    .updateTable('idempotency_records')
    .set({ status: 'completed', response_status: status, response_body: JSON.stringify(body), updated_at: new Date() })
    .where('scope', '=', ref.scope)
    .where('operation', '=', ref.operation)
    .where('key', '=', ref.key)
    .execute();
}

/** Forgets a request that failed, so that a retry with the same key runs again. */
export async function release(db: Db, ref: IdempotencyKeyRef): Promise<void> {
  await db
    .deleteFrom('idempotency_records')
    .where('scope', '=', ref.scope)
    .where('operation', '=', ref.operation)
    .where('key', '=', ref.key)
    .where('status', '=', 'in_progress')
    .execute();
}
