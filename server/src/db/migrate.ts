import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as m0001 from './migrations/0001_initial.ts';
import * as m0002 from './migrations/0002_reservation_public_id.ts';
import * as m0003 from './migrations/0003_payment_sandbox.ts';
import * as m0004 from './migrations/0004_payment_orders.ts';
import * as m0005 from './migrations/0005_review_uniqueness.ts';
import * as m0006 from './migrations/0006_request_orders.ts';
import * as m0007 from './migrations/0007_coupon_description_latin.ts';
import * as m0009 from './migrations/0009_mail_outbox.ts';

/** Numbered migrations, applied in order at start. Add a new file and a line here; never edit a shipped one. */
const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_reservation_public_id': m0002,
  '0003_payment_sandbox': m0003,
  '0004_payment_orders': m0004,
  '0005_review_uniqueness': m0005,
  '0006_request_orders': m0006,
  '0007_coupon_description_latin': m0007,
  '0009_mail_outbox': m0009,
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
