import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { openDatabase, type DatabaseHandle, type Db } from '../src/db/database.ts';
import { pendingMigrations } from '../src/db/migrate.ts';
import health, { READY_TIMEOUT_MS } from '../src/plugins/health.ts';
import database from '../src/plugins/database.ts';
import requestLog from '../src/plugins/requestLog.ts';
import Fastify from 'fastify';
import { captureLog } from './support/captureLog.ts';
import { createTestDatabase } from './support/helpers.ts';

// [4/6 operate] /healthz (alive) and /readyz (database answers, migrations applied), for the
// deployment kit's health check and a load balancer.
let handle: DatabaseHandle;
let app: FastifyInstance;
before(async () => {
  handle = await createTestDatabase();
  app = await buildApp({ db: handle.db });
  await app.ready();
});
after(async () => {
  await app.close();
  await handle.close();
});

/** Only the health plugin (with the request log) on a database stand-in, to make the database fail. */
async function healthApp(db: Db, lines: object[] = [], readyTimeoutMs = 200): Promise<FastifyInstance> {
  const logged = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    disableRequestLogging: true,
  });
  await logged.register(database, { db });
  await logged.register(health, { readyTimeoutMs });
  await logged.register(requestLog);
  await logged.ready();
  return logged;
}

describe('GET /healthz', () => {
  it('answers 200 {status: ok}, never stored by a cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ok' });
    assert.equal(response.headers['cache-control'], 'no-store');
  });
});

describe('GET /readyz', () => {
  it('answers 200 when the database answers and every migration is applied', async () => {
    assert.deepEqual(await pendingMigrations(handle.db), []);
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ok' });
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  it('answers 503 naming the migration not applied yet', async () => {
    const last = await handle.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .orderBy('name' as never, 'desc')
      .executeTakeFirstOrThrow();
    const name = (last as { name: string }).name;
    await handle.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', name as never)
      .execute();
    try {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      assert.equal(response.statusCode, 503);
      assert.deepEqual(response.json(), { status: 'unavailable', reason: `migrations not applied: ${name}` });
    } finally {
      await handle.db
        .insertInto('kysely_migration' as never)
        .values({ name, timestamp: new Date().toISOString() } as never)
        .execute();
    }
    assert.equal((await app.inject({ method: 'GET', url: '/readyz' })).statusCode, 200);
  });

  it('answers 503 when the database fails, logging the cause for the operator only', async () => {
    // A PostgreSQL pool towards a port where nothing listens: every query fails.
    const unreachable = new Kysely({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: 'postgres://nobody:secret@127.0.0.1:1/none', max: 1 }),
      }),
    }) as unknown as Db;
    const lines: { msg?: string; err?: unknown; path?: string }[] = [];
    const failing = await healthApp(unreachable, lines, 5000);
    try {
      const response = await failing.inject({ method: 'GET', url: '/readyz' });
      assert.equal(response.statusCode, 503);
      assert.deepEqual(response.json(), { status: 'unavailable', reason: 'the database is not reachable' });
      assert.doesNotMatch(response.body, /secret|127\.0\.0\.1|nobody/);
      assert.ok(lines.some((line) => line.msg === 'readiness check failed' && line.err));
      // The failing probe is in the request log; /healthz still answers (the process serves).
      assert.ok(lines.some((line) => line.path === '/readyz'));
      assert.equal((await failing.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
    } finally {
      await failing.close();
      await unreachable.destroy();
    }
  });

  it('answers 503 within its timeout when the database hangs, never waiting for it', async () => {
    const hanging = new Kysely({
      dialect: new PostgresDialect({
        // A pool whose connections never come: every query waits forever.
        pool: { connect: () => new Promise(() => {}), end: async () => {} } as unknown as pg.Pool,
      }),
    }) as unknown as Db;
    const failing = await healthApp(hanging, [], 200);
    try {
      const started = performance.now();
      const response = await failing.inject({ method: 'GET', url: '/readyz' });
      assert.ok(performance.now() - started < 2000, 'answered at its timeout');
      assert.equal(response.statusCode, 503);
      assert.deepEqual(response.json(), {
        status: 'unavailable',
        reason: 'the database did not answer within 200 ms',
      });
    } finally {
      await failing.close();
    }
  });

  it(
    'survives PostgreSQL ending its connections (a restart), then answers ready again',
    {
      skip: !process.env.TEST_DATABASE_URL && 'PostgreSQL only (TEST_DATABASE_URL)',
    },
    async () => {
      const { log, entries } = captureLog();
      const own = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL! }, { log });
      try {
        const probe = await healthApp(own.db, [], 5000);
        assert.equal((await probe.inject({ method: 'GET', url: '/readyz' })).statusCode, 503, 'not migrated');
        // The server ends every idle connection of the pool, as a restart does: the pool reports it, the process lives on.
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(own.db);
        await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(handle.db);
        await new Promise((resolve) => setTimeout(resolve, 200));
        const [dropped] = entries;
        assert.deepEqual([dropped!.level, dropped!.component, dropped!.code], ['error', 'db', '57P01']);
        assert.match(dropped!.msg, /^PostgreSQL: an idle connection failed and was dropped: terminating connection/);
        assert.equal((await sql<{ one: number }>`select 1 as one`.execute(own.db)).rows[0]!.one, 1, 'a new connection');
        assert.notEqual(
          (await probe.inject({ method: 'GET', url: '/readyz' })).json().reason,
          'the database is not reachable',
        );
        await probe.close();
      } finally {
        await own.close();
      }
    },
  );

  it('leaves successful probes out of the request log, but logs other requests', async () => {
    const lines: { msg?: string; path?: string }[] = [];
    // The service's own wait for the database: this test is about the log, and 200 ms for `select 1` was
    // too short for PostgreSQL on CI's loaded machine (a 503 there).
    const quiet = await healthApp(handle.db, lines, READY_TIMEOUT_MS);
    try {
      assert.equal((await quiet.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
      assert.equal((await quiet.inject({ method: 'GET', url: '/readyz' })).statusCode, 200);
      assert.equal((await quiet.inject({ method: 'GET', url: '/elsewhere' })).statusCode, 404);
      assert.deepEqual(
        lines.filter((line) => line.msg === 'request').map((line) => line.path),
        ['/elsewhere'],
      );
    } finally {
      await quiet.close();
    }
  });
});
