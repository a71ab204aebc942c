import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { LISTENER_APPLICATION_NAME } from '../src/db/hotelChanges.ts';
import type { Schema } from '../src/contract.ts';
import { callOperation } from './support/callOperation.ts';
import { consoleHotels } from './support/consoleHotels.ts';
import { createTestDatabase } from './support/helpers.ts';
import { until } from './support/hearing.ts';
import { listenOnLoopback, type HttpSend } from './support/overHttp.ts';

// Two app servers on one PostgreSQL database, each with its own connections and its own listener
// (services/answerCache.ts, db/hotelChanges.ts): an edit through one shows on the other within a second,
// in the guide and in the products list, and the other's kept answer and its ETag are replaced.

const SERVER_URL = process.env.TEST_DATABASE_URL;
/** How soon the other server must serve an edit (the "within a second"). */
const WITHIN_MS = 1_000;

let database: DatabaseHandle & { url?: string };
let second: DatabaseHandle;
let a: FastifyInstance;
let b: FastifyInstance;
/** B answers over HTTP: a repeat read there is its answer front's (web/answerFront.ts), which app.inject would skip. */
let onB: HttpSend;

const TEA = {
  name: { ja: '緑茶', en: 'Green tea' },
  category: '飲み物',
  price: 300,
  taxRate: 8,
  stock: 20,
  salesSubjectId: 9301,
} satisfies Schema<'HotelSetupProduct'>;
const CATEGORIES = [{ name: { ja: '飲み物', en: 'Drinks' } }];

describe(
  'two app servers on one PostgreSQL database',
  { skip: !SERVER_URL && 'needs PostgreSQL (TEST_DATABASE_URL)' },
  () => {
    before(async () => {
      database = await createTestDatabase({ seeded: true });
      second = await openDatabase({ databaseUrl: database.url! });
      a = await buildApp({ db: database.db, hotelChanges: database.hotelChanges });
      b = await buildApp({ db: second.db, hotelChanges: second.hotelChanges });
      await a.ready();
      onB = await listenOnLoopback(b);
      await Promise.all([until(database.hotelChanges, true), until(second.hotelChanges, true)]);
    });
    after(async () => {
      await a?.close();
      await b?.close();
      await second?.close();
      await database?.close();
    });

    const { hotelWithManager } = consoleHotels(() => ({ app: a, db: database.db, close: async () => {} }), 'across', {
      subnet: 61,
    });

    const get = (url: string, etag?: string) =>
      onB(url, { 'accept-encoding': 'br', ...(etag && { 'if-none-match': etag }) });

    /** Asks B until `shows` holds of its answer, for at most WITHIN_MS after `since`; answers the answer. */
    async function servedWithin(url: string, since: number, shows: (body: unknown) => boolean) {
      for (;;) {
        const response = await onB(url);
        assert.equal(response.statusCode, 200);
        if (shows(response.json())) return response;
        assert.ok(performance.now() - since < WITHIN_MS, `${url}: the edit was not served within ${WITHIN_MS} ms`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }

    /** B's answer is kept: a repeat with its ETag answers 304. */
    async function keptOnB(url: string) {
      const first = await get(url);
      assert.equal(first.statusCode, 200);
      const etag = first.headers.etag as string;
      assert.ok(etag);
      assert.equal((await get(url, etag)).statusCode, 304);
      return etag;
    }

    it('a page saved through one is in the other’s guide within a second, with a new ETag', async () => {
      const { hotelId, token } = await hotelWithManager();
      const url = `/api/hotel-guide?hotelId=${hotelId}`;
      const etag = await keptOnB(url);

      const params = { pageName: 'access' };
      const page = await callOperation(a, 'getHotelPage', { token, params });
      const saved = await callOperation(a, 'updateHotelPage', {
        token,
        params,
        body: { version: page.body.version, visible: true, content: { ja: '<p>駅から3分</p>' } },
      });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
      const since = performance.now();
      await servedWithin(url, since, (body) =>
        String((body as { facilityAccessInfo: { content: string } }).facilityAccessInfo.content).includes('駅から3分'),
      );
      const after = await get(url, etag);
      assert.equal(after.statusCode, 200);
      assert.notEqual(after.headers.etag, etag);
      assert.equal((await get(url, after.headers.etag as string)).statusCode, 304);
    });

    it('a product renamed and repriced through one is in the other’s products list within a second', async () => {
      const { hotelId, token } = await hotelWithManager();
      const url = `/api/mobile-request/products?hotelId=${hotelId}`;
      const read = await callOperation(a, 'getHotelCatalogue', { token });
      const first = await callOperation(a, 'updateHotelCatalogue', {
        token,
        body: { version: read.body.version, catalogue: { categories: CATEGORIES, products: [TEA] } },
      });
      assert.equal(first.status, 200, JSON.stringify(first.body));
      type List = { products: { name: { ja: string }; price: number }[] };
      await servedWithin(url, performance.now(), (body) => (body as List).products.length === 1);
      const etag = await keptOnB(url);

      const renamed = { ...TEA, name: { ja: '煎茶', en: 'Sencha' }, price: 350 };
      const saved = await callOperation(a, 'updateHotelCatalogue', {
        token,
        body: { version: first.body.version, catalogue: { categories: CATEGORIES, products: [renamed] } },
      });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
      const since = performance.now();
      const served = await servedWithin(url, since, (body) => (body as List).products[0]?.name.ja === '煎茶');
      assert.equal((served.json() as List).products[0]!.price, 350);
      const after = await get(url, etag);
      assert.equal(after.statusCode, 200);
      assert.notEqual(after.headers.etag, etag);
    });

    it('while its listener is down a server keeps nothing, so it never serves a missed edit; back, it keeps again', async () => {
      const { hotelId } = await hotelWithManager();
      const url = `/api/hotel-guide?hotelId=${hotelId}`;
      const etag = await keptOnB(url);
      const lost = until(second.hotelChanges, false);
      const back = until(second.hotelChanges, true);
      // B's listening connection is cut, as a network failure or a PostgreSQL restart would.
      const cut = await sql<{ pid: number }>`SELECT pg_terminate_backend(pid) AS pid FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = ${LISTENER_APPLICATION_NAME}`.execute(database.db);
      assert.equal(cut.rows.length, 2); // A's and B's
      await lost;
      const rename = (name: string) =>
        database.db.updateTable('hotels').set({ hotel_name_latin: name }).where('id', '=', hotelId).execute();
      await rename('Renamed while B was deaf');
      // Not heard by B (unless it listens again already, and then it kept nothing from before): read anew.
      const response = await onB(url, { 'if-none-match': etag });
      assert.equal(response.statusCode, 200);
      assert.match(response.body, /Renamed while B was deaf/u);
      await back;
      const kept = await keptOnB(url);
      await rename('Renamed once B hears again');
      await servedWithin(url, performance.now(), (body) => JSON.stringify(body).includes('Renamed once B hears again'));
      assert.equal((await get(url, kept)).statusCode, 200);
    });
  },
);
