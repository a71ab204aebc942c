import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../database.ts';

/**
 * Bounded deletes for the upkeep job (services/upkeep.ts): one batch of at most `limit` rows per
 * statement, so that a large backlog never holds a big table's locks for long. Rows another pass is
 * deleting at the same moment are skipped (SKIP LOCKED): two passes at once share the work.
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

/** Guest register entries past their retention (3 years after check-out). */
export const deleteExpiredRegisterEntries = (db: Db, now: Date, limit: number) =>
  deleteBatch(db, 'guest_register', 'id', sql`retain_until < ${now}`, limit);

/** Passport captures no check-in took, made before `before`. */
export const deleteUntakenPassportCaptures = (db: Db, before: Date, limit: number) =>
  deleteBatch(db, 'passport_captures', 'id', sql`created_at < ${before}`, limit);

/** Records of passport views and register exports made before `before`. */
export const deleteRegisterAccessLog = (db: Db, before: Date, limit: number) =>
  deleteBatch(db, 'register_access_log', 'id', sql`at < ${before}`, limit);
