import { sql } from 'kysely';
import type { Db } from '../database.ts';

/** The mail outbox (migration 0009): rows recorded pending, claimed for a lease by a delivery worker. */

export interface OutboxMailValues {
  kind: string;
  to_address: string;
  from_address: string;
  subject: string;
  text_body: string;
  language: 'ja' | 'en' | 'zh' | 'ko';
}

/** Records a mail to deliver: due now. */
export async function enqueueMail(db: Db, values: OutboxMailValues): Promise<number> {
  const row = await db
    .insertInto('mails')
    .values({ ...values, status: 'pending' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Claims up to `limit` due mails for `leaseMs` under `token`, counting the attempt. Rows another
 * worker is claiming at the same moment are skipped (SKIP LOCKED), and a claim still in its lease is
 * left alone, so two processes never hold one mail; a claim whose worker stopped expires with its lease.
 */
export function claimDueMails(db: Db, { limit, leaseMs, token }: { limit: number; leaseMs: number; token: string }) {
  return db
    .updateTable('mails')
    .set({
      claimed_until: sql<Date>`now() + ${leaseMs} * interval '1 millisecond'`,
      claim_token: token,
      attempts: sql<number>`attempts + 1`,
    })
    .where(
      'id',
      'in',
      db
        .selectFrom('mails')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', sql<Date>`now()`)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', sql<Date>`now()`)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'kind', 'to_address', 'from_address', 'subject', 'text_body', 'attempts'])
    .execute();
}

export type ClaimedMail = Awaited<ReturnType<typeof claimDueMails>>[number];

/** Ends a claim: only the worker holding it (its token) may; false when the claim was lost. */
function byClaim(db: Db, id: number, token: string) {
  return db.updateTable('mails').where('id', '=', id).where('claim_token', '=', token).where('status', '=', 'pending');
}

export async function markSent(db: Db, id: number, token: string): Promise<boolean> {
  const row = await byClaim(db, id, token)
    .set({ status: 'sent', sent_at: sql<Date>`now()`, claimed_until: null, claim_token: null, last_error: null })
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A failed attempt: tried again `delayMs` from now. */
export async function scheduleRetry(db: Db, id: number, token: string, delayMs: number, error: string): Promise<void> {
  await byClaim(db, id, token)
    .set({
      next_attempt_at: sql<Date>`now() + ${delayMs} * interval '1 millisecond'`,
      claimed_until: null,
      claim_token: null,
      last_error: error,
    })
    .execute();
}

/** The last attempt failed: the mail is given up. */
export async function markFailed(db: Db, id: number, token: string, error: string): Promise<void> {
  await byClaim(db, id, token)
    .set({ status: 'failed', claimed_until: null, claim_token: null, last_error: error })
    .execute();
}

/**
 * The outbox's depth for the metrics: pending and failed mails and the age of the oldest pending one,
 * database-wide. One statement on the two partial indexes (mails_due, mails_failed): it reads the
 * waiting and failed rows only, never the sent ones.
 */
export async function outboxDepth(db: Db): Promise<{ pending: number; failed: number; oldestPendingSeconds: number }> {
  const { rows } = await sql<{ pending: number; failed: number; oldest_pending_seconds: number | null }>`
    select
      (select count(*) from mails where status = 'pending')::int as pending,
      (select count(*) from mails where status = 'failed')::int as failed,
      (select extract(epoch from now() - min(created_at)) from mails where status = 'pending')::float8
        as oldest_pending_seconds`.execute(db);
  const row = rows[0]!;
  return {
    pending: row.pending,
    failed: row.failed,
    oldestPendingSeconds: Math.max(0, row.oldest_pending_seconds ?? 0),
  };
}
