import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../database.ts';

/**
 * Bounded deletes for the upkeep job (services/upkeep.ts): one batch of at most `limit` rows per
 * statement (per transaction for check-ins), so that a large backlog never holds a big table's locks
 * for long. Rows another pass is deleting at the same moment are skipped (SKIP LOCKED): two passes at
 * once share the work.
 */
async function deleteBatch(db: Db, table: string, key: string, where: RawBuilder<unknown>, limit: number) {
  const result = await sql`DELETE FROM ${sql.table(table)} WHERE (${sql.raw(key)}) IN (
      SELECT ${sql.raw(key)} FROM ${sql.table(table)} WHERE ${where} LIMIT ${limit} FOR UPDATE SKIP LOCKED
    )`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Throttle events older than `before` (past every throttle window). */
export const deleteThrottleEvents = (db: Db, before: Date, limit: number) =>
  deleteBatch(db, 'throttle_events', 'id', sql`created_at < ${before}`, limit);

/**
 * Idempotency records last touched before `before`: completed ones past their replay time, and
 * in-progress ones whose request was abandoned that long ago (a younger in-progress one is kept).
 */
export const deleteIdempotencyRecords = (db: Db, before: Date, limit: number) =>
  deleteBatch(db, 'idempotency_records', 'scope, operation, key', sql`updated_at < ${before}`, limit);

/** The card tokeniser sandbox's tokens that can no longer be used: spent, or expired before `now`. */
export const deleteSpentSandboxCardTokens = (db: Db, now: Date, limit: number) =>
  deleteBatch(db, 'sandbox_card_tokens', 'token', sql`used_at IS NOT NULL OR expires_at < ${now}`, limit);

/** Password reset links used or expired before `before`. */
export const deleteSpentResetTokens = (db: Db, before: Date, limit: number) =>
  deleteBatch(db, 'password_reset_tokens', 'id', sql`used_at < ${before} OR expires_at < ${before}`, limit);

/** Sessions signed out or expired before `before` (the API refuses them already). */
export const deleteEndedSessions = (db: Db, before: Date, limit: number) =>
  deleteBatch(db, 'sessions', 'id', sql`revoked_at < ${before} OR expires_at < ${before}`, limit);

/**
 * A purged check-in keeps its id, hotel, code, statuses, payment type, front-desk flag and the times
 * it was made and checked out: its folio lines (sales) and request orders, which the hotel keeps for
 * tax law, refer to it. Everything the guest gave, and the link to the member, is emptied.
 */
const PURGED = {
  status: 'purged',
  user_id: null,
  checkin_time: null,
  user_checkin_time: null,
  total_members: null,
  telephone: null,
  previous_place: null,
  next_place: null,
  checkin_note: null,
  custom_answers: null,
  receipt_name: null,
  qr_json: null,
  pass_id: null,
} as const;

/**
 * Those of these check-ins no folio line or request order refers to: deleting one of the others
 * would delete those (ON DELETE CASCADE). Only a submitted check-in takes lines and orders, so every
 * draft should be among them.
 */
async function unreferenced(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const lines = await db.selectFrom('sales').select('checkin_id').where('checkin_id', 'in', ids).execute();
  const orders = await db.selectFrom('request_orders').select('checkin_id').where('checkin_id', 'in', ids).execute();
  const referenced = new Set([...lines, ...orders].map((row) => row.checkin_id));
  return ids.filter((id) => !referenced.has(id));
}

/**
 * Purges up to `limit` check-ins whose retention ended before `now` (services/retention.ts), in one
 * transaction: their guest register entries (passports included), companions and tickets are
 * deleted, and each check-in is emptied to PURGED. A draft (never submitted, holding nothing but
 * its reservations) is deleted outright, unless a folio line or an order refers to it. Check-ins
 * another pass or a check-out holds are skipped. Answers how many check-ins were purged.
 */
export async function purgeExpiredCheckins(db: Db, now: Date, limit: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const batch = await trx
      .selectFrom('checkins')
      .select(['id', 'status'])
      .where('retain_until', '<', now)
      .where(sql<boolean>`status <> 'purged'`)
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (batch.length === 0) return 0;
    const ids = batch.map((c) => c.id);
    await trx.deleteFrom('guest_register').where('checkin_id', 'in', ids).execute();
    await trx.deleteFrom('checkin_companions').where('checkin_id', 'in', ids).execute();
    await trx.deleteFrom('checkin_tickets').where('checkin_id', 'in', ids).execute();
    const drafts = await unreferenced(
      trx,
      batch.filter((c) => c.status === 'draft').map((c) => c.id),
    );
    if (drafts.length > 0) {
      await trx.deleteFrom('checkins').where('id', 'in', drafts).execute();
    }
    const kept = ids.filter((id) => !drafts.includes(id));
    if (kept.length > 0) await trx.updateTable('checkins').set(PURGED).where('id', 'in', kept).execute();
    return batch.length;
  });
}

/** Mails of this kind recorded before `before` that are no longer waiting to be sent (sent or given up). */
export const deleteMailsOfKind = (db: Db, kind: string, before: Date, limit: number) =>
  deleteBatch(db, 'mails', 'id', sql`kind = ${kind} AND status <> 'pending' AND created_at < ${before}`, limit);

/** Webhook deliveries recorded before `before` that are done: delivered, or failed for good. */
export const deleteDoneWebhookDeliveries = (db: Db, before: Date, limit: number) =>
  deleteBatch(db, 'webhook_deliveries', 'id', sql`status <> 'pending' AND created_at < ${before}`, limit);

/** Webhook events recorded before `before` with no delivery left (none wanted, or all deleted above). */
export const deleteWebhookEvents = (db: Db, before: Date, limit: number) =>
  deleteBatch(
    db,
    'webhook_events',
    'id',
    sql`created_at < ${before} AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = webhook_events.id)`,
    limit,
  );

/** Passport captures no check-in took, made before `before`. */
export const deleteUntakenPassportCaptures = (db: Db, before: Date, limit: number) =>
  deleteBatch(db, 'passport_captures', 'id', sql`created_at < ${before}`, limit);

/** Records of passport views and register exports made before `before`. */
export const deleteRegisterAccessLog = (db: Db, before: Date, limit: number) =>
  deleteBatch(db, 'register_access_log', 'id', sql`at < ${before}`, limit);
