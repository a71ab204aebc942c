import { sql, type Kysely } from 'kysely';

/**
 * The webhooks' outbox is kept like the mails' (issue 33): the upkeep deletes deliveries done (delivered
 * or failed) and events over 30 days old (services/upkeep.ts), by their time; the metrics count the
 * failed deliveries at every scrape (plugins/metrics.ts), by a partial index of those only, as
 * mails_failed does (0014). Pending ones have theirs since 0019: webhook_deliveries_due.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX webhook_events_created ON webhook_events (created_at)`.execute(db);
  await sql`CREATE INDEX webhook_deliveries_created ON webhook_deliveries (created_at)`.execute(db);
  await sql`CREATE INDEX webhook_deliveries_failed ON webhook_deliveries (id) WHERE status = 'failed'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS webhook_deliveries_failed`.execute(db);
  await sql`DROP INDEX IF EXISTS webhook_deliveries_created`.execute(db);
  await sql`DROP INDEX IF EXISTS webhook_events_created`.execute(db);
}
