import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { after, before, describe, it } from 'node:test';
import { AbortedTransactionError, sql } from 'kysely';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemoData } from '../src/db/seed/seed.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { createTestDatabase } from './support/helpers.ts';

let database: DatabaseHandle;
before(async () => {
  database = await createTestDatabase();
});
after(async () => {
  await database.close();
});

async function count(table: string): Promise<number> {
  const result = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(database.db);
  return result.rows[0]!.n;
}

describe('database', () => {
  it('migrations are applied once', async () => {
    assert.deepEqual(await migrateToLatest(database.db), []);
  });

  it('the demo seed is idempotent', async () => {
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          [
            'hotels',
            'hotel_plugins',
            'hotel_pages',
            'hotel_payment_methods',
            'around_spots',
            'users',
            'checkins',
            'checkin_tickets',
          ].map(async (t) => [t, await count(t)]),
        ),
      );
    await seedDemoData(database.db);
    const first = await counts();
    await seedDemoData(database.db);
    const second = await counts();
    assert.deepEqual(second, first);
    assert.ok(first.hotels >= 2);
  });

  it('keeps concurrent transactions apart (no lost update)', async () => {
    const db = database.db;
    await sql`CREATE TABLE IF NOT EXISTS test_counter (id int PRIMARY KEY, n int NOT NULL)`.execute(db);
    await sql`INSERT INTO test_counter VALUES (1, 0) ON CONFLICT (id) DO UPDATE SET n = 0`.execute(db);
    const increments = Array.from({ length: 20 }, () =>
      db.transaction().execute(async (trx) => {
        const row = await sql<{ n: number }>`SELECT n FROM test_counter WHERE id = 1 FOR UPDATE`.execute(trx);
        await new Promise((resolve) => setTimeout(resolve, 2));
        await sql`UPDATE test_counter SET n = ${row.rows[0]!.n + 1} WHERE id = 1`.execute(trx);
      }),
    );
    await Promise.all(increments);
    const result = await sql<{ n: number }>`SELECT n FROM test_counter WHERE id = 1`.execute(db);
    assert.equal(result.rows[0]!.n, 20);
    await sql`DROP TABLE test_counter`.execute(db);
  });

  it("does not let another request's query into an open transaction, nor show it the uncommitted write", async () => {
    const db = database.db;
    await sql`CREATE TABLE IF NOT EXISTS test_isolation (id int PRIMARY KEY, n int NOT NULL)`.execute(db);
    await sql`INSERT INTO test_isolation VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET n = 1`.execute(db);
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    const failing = db.transaction().execute(async (trx) => {
      await sql`UPDATE test_isolation SET n = 999 WHERE id = 1`.execute(trx);
      written();
      // The other request's read is issued now, while this transaction holds its write.
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Error('boom');
    });
    await wrote;
    const outside = sql<{ n: number }>`SELECT n FROM test_isolation WHERE id = 1`.execute(db);
    await assert.rejects(failing, /boom/);
    assert.equal((await outside).rows[0]!.n, 1);
    await sql`DROP TABLE test_isolation`.execute(db);
  });

  it('reports a transaction whose failed statement was caught inside, instead of rolling it back silently', async () => {
    const db = database.db;
    const hotels = await count('hotels');
    await assert.rejects(
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('hotels')
          .values({
            id: 'aborted-test',
            hotel_name: 'x',
            hotel_name_latin: 'x',
            checkin_begin_time: '15:00',
            checkin_end_time: '22:00',
          } as never)
          .execute();
        // The error is swallowed, but PostgreSQL has aborted the transaction: its COMMIT is a ROLLBACK.
        await sql`SELECT 1 / 0`.execute(trx).catch(() => {});
      }),
      AbortedTransactionError,
    );
    assert.equal(await count('hotels'), hotels);
  });

  it('rolls a failed transaction back', async () => {
    const before = await count('hotels');
    await assert.rejects(
      database.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('hotels')
          .values({
            id: 'rollback-test',
            hotel_name: 'x',
            hotel_name_latin: 'x',
            checkin_begin_time: '15:00',
            checkin_end_time: '22:00',
          } as never)
          .execute();
        throw new Error('boom');
      }),
      /boom/,
    );
    assert.equal(await count('hotels'), before);
  });

  it('returns dates as YYYY-MM-DD text and counts as numbers', async () => {
    const result = await sql<{
      d: string;
      n: number;
    }>`SELECT DATE '2026-11-21' AS d, count(*) AS n FROM hotels`.execute(database.db);
    assert.equal(result.rows[0]!.d, '2026-11-21');
    assert.equal(typeof result.rows[0]!.n, 'number');
  });
});

describe('an embedded database opened from a copy', () => {
  it('lets its process end once closed (no timer of PostgreSQL left running)', async () => {
    // As every server test opens its template: a copy of a database (dumpDataDir), then closed. The
    // child process must then end by itself. Only the time after the close is limited: opening two
    // PGlite databases takes a minute and more on a loaded machine, and the timer this guards against
    // re-arms every 10 s for ever, so a process still running 30 s after the close never ends.
    const script = `
      import { openDatabase } from './server/src/db/database.ts';
      const first = await openDatabase({ pgliteDir: 'memory://' });
      const copy = await first.dumpDataDir();
      await first.close();
      const second = await openDatabase({ pgliteDir: 'memory://', loadDataDir: copy });
      await second.close();
      console.log('closed');`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    const closed = new Promise<void>((resolve, reject) => {
      let stdout = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        stdout += chunk;
        if (stdout.includes('closed')) resolve();
      });
      void exited.then(() => reject(new Error(`ended before closing both databases:\n${stderr}`)));
    });
    await closed;
    const grace = setTimeout(() => child.kill('SIGKILL'), 30_000);
    const [status, signal] = await exited;
    clearTimeout(grace);
    assert.equal(signal, null, 'still running 30 s after both databases closed');
    assert.equal(status, 0, stderr);
  });
});
