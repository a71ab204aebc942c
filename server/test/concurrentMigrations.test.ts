import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import pg from 'pg';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';

// `docker compose up --scale app=2` starts two servers on one empty PostgreSQL database, and each migrates
// at start. Kysely's Migrator creates its tables tolerating a concurrent creator and applies migrations
// under a PostgreSQL advisory lock, reading what is applied only once it holds the lock: every migration
// must run exactly once. (PGlite is one process's own database: nothing to race there.)
const serverUrl = process.env.TEST_DATABASE_URL;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe('servers starting at once on one PostgreSQL database', { skip: !serverUrl }, () => {
  it('apply each migration once, and all start', async () => {
    const name = `hotel_test_migrators_${randomBytes(4).toString('hex')}`;
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    // Four servers: four connection pools, as four containers would have.
    const handles = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ databaseUrl: url.toString() })));
    try {
      const applied = await Promise.all(handles.map((handle) => migrateToLatest(handle.db)));
      const all = applied.flat();
      assert.ok(all.length > 0);
      assert.equal(new Set(all).size, all.length, `a migration ran twice: ${JSON.stringify(applied)}`);
      const { rows } = await sql<{ count: string }>`select count(*) as count from kysely_migration`.execute(
        handles[0]!.db,
      );
      assert.equal(Number(rows[0]!.count), all.length);
      assert.deepEqual(await migrateToLatest(handles[1]!.db), [], 'nothing left to apply');
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await admin(`DROP DATABASE IF EXISTS ${name}`);
    }
  });
});
