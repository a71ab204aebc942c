import { sql, type Kysely } from 'kysely';

/**
 * The metrics count the outbox's failed mails at every scrape (plugins/metrics.ts): a partial index
 * holds only those, so the count never reads the sent mails, which stay in the table for years.
 * (Pending ones have theirs since 0009: mails_due.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX mails_failed ON mails (id) WHERE status = 'failed'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS mails_failed`.execute(db);
}
