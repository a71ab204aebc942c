import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { openDatabase, type DatabaseHandle, type Db } from '../../src/db/database.ts';
import type { Database } from '../../src/db/schema.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { seedDemoData } from '../../src/db/seed/seed.ts';

/**
 * A migrated database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is set, a
 * fresh PostgreSQL database of its own (dropped again on close).
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    await migrateToLatest(handle.db);
    return handle;
  }
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
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await migrateToLatest(handle.db);
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
  const database = await createTestDatabase();
  await seedDemoData(database.db);
  // The tokeniser sandbox answers on this app too, for the card tests (apps people use run it apart).
  const app = await buildApp({ db: database.db, mountCardTokenSandbox: true });
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
