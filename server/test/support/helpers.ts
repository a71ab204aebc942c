import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { openDatabase, type DatabaseHandle, type Db } from '../../src/db/database.ts';
import type { Database } from '../../src/db/schema.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { seedDemoData } from '../../src/db/seed/seed.ts';
import { lowerPasswordCostForTests } from '../../src/services/passwords.ts';
import { broughtToNow, pgliteTestDatabase, postgresTemplate } from './templates.ts';

// Sign-ins in milliseconds, as the screen and browser tests have (serveForTests.ts): the server suite
// registers and signs in thousands of times, each a third of a second of CPU at OWASP's cost and several
// seconds on a loaded machine. passwordCost.test.ts checks the app's own cost in a process of its own.
lowerPasswordCostForTests();

/**
 * A migrated database for one test file (seeded with the demo data too when `seeded`): in-memory
 * PGlite, or, when TEST_DATABASE_URL is set, a fresh PostgreSQL database of its own (dropped again
 * on close). A copy of the run's template when scripts/test-server.mjs made them (support/templates.ts).
 */
export async function createTestDatabase({ seeded = false } = {}): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return pgliteTestDatabase({ seeded });
  const name = `hotel_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const template = postgresTemplate(seeded ? 'seeded' : 'migrated');
  await admin(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  if (!template) {
    await migrateToLatest(handle.db);
    if (seeded) await seedDemoData(handle.db);
  } else if (seeded) await broughtToNow(handle);
  return {
    ...handle,
    // For a second connection pool on the same database (another server process, as it were).
    url: url.toString(),
    close: async () => {
      await handle.close();
      await admin(`DROP DATABASE IF EXISTS ${name}`);
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/** The API on a seeded test database, for app.inject. */
export async function createTestApp(): Promise<TestApp> {
  const database = await createTestDatabase({ seeded: true });
  // The tokeniser sandbox answers on this app too, for the card tests (apps people use run it apart).
  const app = await buildApp({ db: database.db, hotelChanges: database.hotelChanges, mountCardTokenSandbox: true });
  await app.ready();
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The public id (what the API calls a reservation's id) of a seeded reservation, by booking number. */
export async function reservationIdOf(db: Db, code: string): Promise<string> {
  const row = await db
    .selectFrom('reservations')
    .select('public_id')
    .where('reservation_code', '=', code)
    .executeTakeFirstOrThrow();
  return row.public_id;
}

/** How many rows a table holds. */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
