import { sql, type Kysely } from 'kysely';
import { DEFAULT_MIGRATION_TABLE, Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import * as m0001 from './migrations/0001_initial.ts';
import * as m0002 from './migrations/0002_reservation_public_id.ts';
import * as m0003 from './migrations/0003_payment_sandbox.ts';
import * as m0004 from './migrations/0004_payment_orders.ts';
import * as m0005 from './migrations/0005_review_uniqueness.ts';
import * as m0006 from './migrations/0006_request_orders.ts';
import * as m0007 from './migrations/0007_coupon_description_latin.ts';
import * as m0008 from './migrations/0008_front_desk.ts';
import * as m0009 from './migrations/0009_mail_outbox.ts';
import * as m0010 from './migrations/0010_guest_register.ts';
import * as m0011 from './migrations/0011_invoice_registration.ts';
import * as m0012 from './migrations/0012_checkin_retention.ts';
import * as m0013 from './migrations/0013_checkin_approval_times.ts';
import * as m0014 from './migrations/0014_outbox_failed_index.ts';
import * as m0015 from './migrations/0015_staff_roles_audit.ts';
import * as m0016 from './migrations/0016_staff_second_factor.ts';
import * as m0017 from './migrations/0017_hotel_images.ts';
import * as m0018 from './migrations/0018_integration.ts';
import * as m0019 from './migrations/0019_webhooks.ts';
import * as m0020 from './migrations/0020_webhook_upkeep.ts';
import * as m0021 from './migrations/0021_integration_stays.ts';
import * as m0022 from './migrations/0022_hotel_answer_changes.ts';

/** Numbered migrations, applied in order at start. Add a new file and a line here; never edit a shipped one. */
const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_reservation_public_id': m0002,
  '0003_payment_sandbox': m0003,
  '0004_payment_orders': m0004,
  '0005_review_uniqueness': m0005,
  '0006_request_orders': m0006,
  '0007_coupon_description_latin': m0007,
  '0008_front_desk': m0008,
  '0009_mail_outbox': m0009,
  '0010_guest_register': m0010,
  '0011_invoice_registration': m0011,
  '0012_checkin_retention': m0012,
  '0013_checkin_approval_times': m0013,
  '0014_outbox_failed_index': m0014,
  '0015_staff_roles_audit': m0015,
  '0016_staff_second_factor': m0016,
  '0017_hotel_images': m0017,
  '0018_integration': m0018,
  '0019_webhooks': m0019,
  '0020_webhook_upkeep': m0020,
  '0021_integration_stays': m0021,
  '0022_hotel_answer_changes': m0022,
};

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * The migrations of this code not yet applied to the database, in order (empty: the schema is current).
 * Reads only: two small queries, for the readiness check (plugins/health.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const known = Object.keys(migrations);
  const table = await sql<{
    present: boolean;
  }>`select to_regclass(${DEFAULT_MIGRATION_TABLE}) is not null as present`.execute(db);
  if (!table.rows[0]?.present) return known;
  const applied = await db.selectFrom(DEFAULT_MIGRATION_TABLE).select('name').execute();
  const done = new Set(applied.map((row: { name: string }) => row.name));
  return known.filter((name) => !done.has(name));
}
