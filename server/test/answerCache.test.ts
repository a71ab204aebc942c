import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { OPENAPI_FILE } from '../src/openapiDocument.ts';
import { loadHotelGuide } from '../src/services/hotelGuide.ts';
import { productsListPrepared } from '../src/services/hotelAnswers.ts';
import { zonedInstant } from '../src/services/hotelTime.ts';
import { loadProductsList, productsListAnswer } from '../src/services/productsList.ts';
import { createSecurityHandlers } from '../src/web/security.ts';
import { EVERY_HOTEL } from '../src/db/hotelChanges.ts';
import { createAnswerCache } from '../src/services/answerCache.ts';
import { COMPRESS_THRESHOLD_BYTES, negotiateCoding, prepareJson } from '../src/services/preparedJson.ts';
import { assertMatchesContract } from './support/contract.ts';
import { createTestApp, type TestApp } from './support/helpers.ts';

const DEMO = 'sakura-asakusa';
const MINIMAL = 'minato-inn';
const guideUrl = (hotelId: string) => `/api/hotel-guide?hotelId=${hotelId}`;

let t: TestApp;
/**
 * The guide as it was answered before the cache: the handler returns the object and Fastify
 * serialises it with openapi.yaml's schema (the route built the same way, by fastify-openapi-glue).
 */
let uncached: FastifyInstance;

before(async () => {
  t = await createTestApp();
  uncached = Fastify();
  await uncached.register(openapiGlue, {
    specification: OPENAPI_FILE,
    securityHandlers: createSecurityHandlers(t.db),
    operationResolver: (operationId: string) =>
      operationId === 'getHotelGuide'
        ? async (request: FastifyRequest) => loadHotelGuide(t.db, (request.query as { hotelId: string }).hotelId)
        : async () => ({}),
  });
  await uncached.ready();
});
after(async () => {
  await uncached.close();
  await t.close();
});

function decode(encoding: string | undefined, body: Buffer): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  assert.equal(encoding, undefined, `unexpected Content-Encoding ${encoding}`);
  return body;
}

async function getGuide(hotelId: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: guideUrl(hotelId), headers });
  const encoding = response.headers['content-encoding'] as string | undefined;
  return { response, encoding, json: response.statusCode === 200 ? decode(encoding, response.rawPayload) : null };
}

async function expectedBody(hotelId: string): Promise<Buffer> {
  const response = await uncached.inject({ method: 'GET', url: guideUrl(hotelId) });
  assert.equal(response.statusCode, 200);
  return response.rawPayload;
}

describe('getHotelGuide from the cache', () => {
  it('answers the same bytes as before, in every coding, and still matches the contract', async () => {
    for (const hotelId of [DEMO, MINIMAL]) {
      const expected = await expectedBody(hotelId);
      for (const acceptEncoding of ['br', 'gzip', 'identity', '']) {
        // Twice: the first answer is loaded, the second comes from memory.
        for (let round = 0; round < 2; round++) {
          const { response, encoding, json } = await getGuide(hotelId, { 'accept-encoding': acceptEncoding });
          assert.equal(response.statusCode, 200);
          assert.equal(response.headers['content-type'], 'application/json; charset=utf-8');
          assert.equal(response.headers['cache-control'], 'no-store');
          assert.equal(response.headers.vary, 'Accept-Encoding');
          assert.equal(Number(response.headers['content-length']), response.rawPayload.length);
          assert.ok(json!.equals(expected), `${hotelId} ${acceptEncoding || '(none)'}: body differs`);
          assertMatchesContract('getHotelGuide', 200, JSON.parse(json!.toString('utf8')));
          if (expected.length >= COMPRESS_THRESHOLD_BYTES && (acceptEncoding === 'br' || acceptEncoding === 'gzip')) {
            assert.equal(encoding, acceptEncoding);
          } else {
            assert.equal(encoding, undefined);
          }
        }
      }
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: guideUrl(DEMO), headers: { 'accept-encoding': 'br' } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'br');
    assert.equal(response.rawPayload.length, 0);
  });

  it('picks br, gzip or identity from Accept-Encoding as @fastify/compress does for other answers', async () => {
    // getFacilityInfo (the same pages, well above the threshold) is still compressed by the plugin.
    const headers = [
      undefined,
      '',
      'gzip, deflate, br',
      'gzip, deflate, br, zstd',
      'br',
      'gzip',
      'deflate',
      'identity',
      '*',
      'x-gzip',
      'GZIP',
      'br;q=0.5, gzip',
      'br;q=0.8, gzip;q=0.8',
      'gzip;q=0.9, br;q=0.1',
      'br;q=0, gzip;q=0',
      'br;q=0, *',
      'gzip;q=0, *',
      'identity;q=1, gzip;q=0.5',
      'deflate, gzip;q=1.0, *;q=0.5',
      'compress, gzip',
      'br;level=1, gzip',
    ];
    for (const acceptEncoding of headers) {
      const sent: Record<string, string> = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
      const plugin = await t.app.inject({
        method: 'GET',
        url: `/api/facility-additional-info?hotelId=${DEMO}`,
        headers: sent,
      });
      const { response, encoding } = await getGuide(DEMO, sent);
      assert.equal(response.statusCode, 200);
      assert.equal(encoding, plugin.headers['content-encoding'], `Accept-Encoding: ${acceptEncoding}`);
      assert.equal(negotiateCoding(acceptEncoding), plugin.headers['content-encoding'] ?? 'identity');
    }
    // The plugin's opt-out header is honoured too.
    const optOut = await getGuide(DEMO, { 'accept-encoding': 'br', 'x-no-compression': '1' });
    assert.equal(optOut.encoding, undefined);
  });

  it('answers 304 to If-None-Match naming the current answer, and 200 otherwise', async () => {
    const first = await getGuide(DEMO, { 'accept-encoding': 'br' });
    const brTag = first.response.headers.etag as string;
    const plain = await getGuide(DEMO, { 'accept-encoding': 'identity' });
    const plainTag = plain.response.headers.etag as string;
    // Strong tags, one per coding (different bytes), from one hash of the JSON.
    assert.match(plainTag, /^"[A-Za-z0-9_-]{43}"$/);
    assert.equal(brTag, `${plainTag.slice(0, -1)}-br"`);

    for (const ifNoneMatch of [brTag, plainTag, `W/${brTag}`, `"other", ${brTag}`, '*']) {
      const { response } = await getGuide(DEMO, { 'accept-encoding': 'br', 'if-none-match': ifNoneMatch });
      assert.equal(response.statusCode, 304, ifNoneMatch);
      assert.equal(response.rawPayload.length, 0);
      assert.equal(response.headers.etag, brTag);
      assert.equal(response.headers['cache-control'], 'no-store');
      assert.equal(response.headers['content-encoding'], undefined);
    }
    for (const ifNoneMatch of ['"other"', `"${plainTag.slice(2)}`, brTag.replace('-br', '-zz')]) {
      const { response } = await getGuide(DEMO, { 'accept-encoding': 'br', 'if-none-match': ifNoneMatch });
      assert.equal(response.statusCode, 200, ifNoneMatch);
    }
  });

  it('shows a change in the database at once, with a new ETag: the old one no longer answers 304', async () => {
    const before = await getGuide(MINIMAL);
    const kept = await getGuide(MINIMAL, { 'if-none-match': before.response.headers.etag as string });
    assert.equal(kept.response.statusCode, 304);
    const rename = (name: string) =>
      t.db.updateTable('hotels').set({ hotel_name_latin: name }).where('id', '=', MINIMAL).execute();
    const original = JSON.parse(before.json!.toString('utf8')).facilityBasicInfo.hotelNameLatin;
    try {
      // Written straight to the database, as `npm run hotel` or psql would: its trigger tells the cache.
      await rename('Business Inn Minato (renamed)');
      const fresh = await getGuide(MINIMAL, { 'if-none-match': before.response.headers.etag as string });
      assert.equal(fresh.response.statusCode, 200);
      assert.equal(
        JSON.parse(fresh.json!.toString('utf8')).facilityBasicInfo.hotelNameLatin,
        'Business Inn Minato (renamed)',
      );
      assert.notEqual(fresh.response.headers.etag, before.response.headers.etag);
      assert.ok(fresh.json!.equals(await expectedBody(MINIMAL)));
    } finally {
      await rename(original);
    }
    // A rolled-back change tells nothing and changes nothing.
    const restored = await getGuide(MINIMAL);
    assert.equal(restored.response.headers.etag, before.response.headers.etag);
    await t.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('hotels').set({ hotel_name_latin: 'Never' }).where('id', '=', MINIMAL).execute();
        throw new Error('rolled back');
      })
      .catch(() => {});
    const after = await getGuide(MINIMAL, { 'if-none-match': before.response.headers.etag as string });
    assert.equal(after.response.statusCode, 304);
  });

  it('answers 404 for an unknown hotel without keeping it: a hotel added later shows at once', async () => {
    const missing = await getGuide('opens-later');
    assert.equal(missing.response.statusCode, 404);
    assert.equal(missing.response.headers['cache-control'], 'no-store');
    assertMatchesContract('getHotelGuide', 404, missing.response.json());

    const minimal = await t.db.selectFrom('hotels').selectAll().where('id', '=', MINIMAL).executeTakeFirstOrThrow();
    await t.db
      .insertInto('hotels')
      .values({ ...minimal, id: 'opens-later', hotel_name_latin: 'Opens Later' })
      .execute();
    try {
      const found = await getGuide('opens-later');
      assert.equal(found.response.statusCode, 200);
      assert.equal(JSON.parse(found.json!.toString('utf8')).facilityBasicInfo.hotelNameLatin, 'Opens Later');
    } finally {
      await t.db.deleteFrom('hotels').where('id', '=', 'opens-later').execute();
    }
  });
});

describe('getProductsList from the cache', () => {
  const productsUrl = (hotelId: string) => `/api/mobile-request/products?hotelId=${hotelId}`;

  it('answers the JSON of the five queries, compressed as asked, with an ETag and 304', async () => {
    const first = await t.app.inject({ method: 'GET', url: productsUrl(DEMO), headers: { 'accept-encoding': 'br' } });
    assert.equal(first.statusCode, 200);
    assert.equal(first.headers['content-encoding'], 'br');
    assert.equal(first.headers['cache-control'], 'no-store');
    const body = JSON.parse(decode('br', first.rawPayload).toString('utf8'));
    assertMatchesContract('getProductsList', 200, body);
    // The answer at the instant of the request (a sale hour could begin in between: either instant's list).
    const data = (await loadProductsList(t.db, DEMO))!;
    const now = new Date();
    const expected = [productsListAnswer(data, new Date(now.getTime() - 60_000)), productsListAnswer(data, now)];
    assert.ok(expected.some((answer) => JSON.stringify(answer) === JSON.stringify(body)));

    const again = await t.app.inject({
      method: 'GET',
      url: productsUrl(DEMO),
      headers: { 'accept-encoding': 'br', 'if-none-match': first.headers.etag as string },
    });
    assert.equal(again.statusCode, 304);
    const missing = await t.app.inject({ method: 'GET', url: productsUrl('no-such-hotel') });
    assert.equal(missing.statusCode, 404);
    assertMatchesContract('getProductsList', 404, missing.json());
  });

  it('shows a stock change at once, and no other hotel’s', async () => {
    const before = await t.app.inject({ method: 'GET', url: productsUrl(DEMO) });
    const guide = await getGuide(MINIMAL);
    const product = await t.db
      .selectFrom('products')
      .select(['id', 'stock'])
      .where('hotel_id', '=', DEMO)
      .where('is_active', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('products')
      .set({ stock: product.stock + 7 })
      .where('id', '=', product.id)
      .execute();
    try {
      const after = await t.app.inject({ method: 'GET', url: productsUrl(DEMO) });
      assert.notEqual(after.headers.etag, before.headers.etag);
      const shown = (after.json() as { products: { id: number; stock: number }[] }).products.find(
        (p) => p.id === product.id,
      );
      assert.equal(shown!.stock, product.stock + 7);
      // Another hotel's guide is still the one kept.
      const other = await getGuide(MINIMAL, { 'if-none-match': guide.response.headers.etag as string });
      assert.equal(other.response.statusCode, 304);
    } finally {
      await t.db.updateTable('products').set({ stock: product.stock }).where('id', '=', product.id).execute();
    }
  });

  it('keeps one read of the catalogue, answering each part of the day between sale hours as it is', async () => {
    const cache = createAnswerCache();
    cache.hearing(true);
    let reads = 0;
    const serialize = (value: unknown) => {
      reads++;
      return JSON.stringify(value);
    };
    const at = (time: string) => zonedInstant('2026-01-15', time, 'Asia/Tokyo');
    const breakfastOf = async (time: string) => {
      const answer = await productsListPrepared(t.db, cache, DEMO, serialize, at(time));
      const list = JSON.parse(answer!.identity.toString('utf8')) as {
        products: { id: number; isNowOnSale: boolean }[];
      };
      return { answer, onSale: list.products.find((p) => p.id === breakfastId)!.isNowOnSale };
    };
    const { id: breakfastId } = await t.db
      .selectFrom('products')
      .select('id')
      .where('hotel_id', '=', DEMO)
      .where('is_active', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const hours = await t.db
      .selectFrom('products')
      .select(['sale_start_time', 'sale_end_time'])
      .where('id', '=', breakfastId)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('products')
      .set({ sale_start_time: '06:30', sale_end_time: '10:00' })
      .where('id', '=', breakfastId)
      .execute();
    try {
      const early = await breakfastOf('06:29');
      assert.equal(early.onSale, false);
      assert.equal((await breakfastOf('06:00')).answer, early.answer); // the same part of the day: the same answer
      const open = await breakfastOf('06:30');
      assert.equal(open.onSale, true);
      assert.notEqual(open.answer!.hash, early.answer!.hash);
      assert.equal((await breakfastOf('09:59')).onSale, true);
      assert.equal((await breakfastOf('10:00')).onSale, false);
      assert.equal(reads, 3); // one JSON per part of the day
      assert.equal(cache.loading, 0);
    } finally {
      await t.db.updateTable('products').set(hours).where('id', '=', breakfastId).execute();
    }
  });
});

describe('createAnswerCache', () => {
  const json = (text: string) => JSON.stringify({ text: text.repeat(200) });
  const counter = () => {
    let loads = 0;
    return {
      load: async () => json(`v${++loads}`),
      get count() {
        return loads;
      },
    };
  };
  const answerOf = async (
    cache: ReturnType<typeof createAnswerCache>,
    hotelId: string,
    load: () => Promise<string | null>,
  ) => {
    const kept = await cache.get(hotelId, 'guide', load);
    return kept && kept.prepared('', () => kept.data);
  };

  it('keeps nothing until it hears changes, then keeps each hotel until its change', async () => {
    const cache = createAnswerCache();
    const loads = counter();
    await answerOf(cache, 'h', loads.load);
    await answerOf(cache, 'h', loads.load);
    assert.equal(loads.count, 2); // not hearing: every request reads
    cache.hearing(true);
    const first = await answerOf(cache, 'h', loads.load);
    assert.equal(await answerOf(cache, 'h', loads.load), first);
    assert.equal(loads.count, 3);
    cache.changed('other');
    assert.equal(await answerOf(cache, 'h', loads.load), first);
    cache.changed('h');
    const second = await answerOf(cache, 'h', loads.load);
    assert.notEqual(second!.hash, first!.hash);
    assert.equal(loads.count, 4);
    cache.changed(EVERY_HOTEL);
    await answerOf(cache, 'h', loads.load);
    assert.equal(loads.count, 5);
    // Hearing lost: nothing kept is served, nothing read is kept.
    cache.hearing(false);
    await answerOf(cache, 'h', loads.load);
    await answerOf(cache, 'h', loads.load);
    assert.equal(loads.count, 7);
    cache.hearing(true);
    await answerOf(cache, 'h', loads.load);
    await answerOf(cache, 'h', loads.load);
    assert.equal(loads.count, 8);
  });

  it('does not keep a read begun before a change it had not seen', async () => {
    const cache = createAnswerCache();
    cache.hearing(true);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let loads = 0;
    const slow = async () => {
      const n = ++loads;
      if (n === 1) await gate;
      return json(`v${n}`);
    };
    const early = answerOf(cache, 'h', slow);
    cache.changed('h'); // committed while the first read was under way
    const late = await answerOf(cache, 'h', slow); // not joined to the first read
    release();
    assert.notEqual((await early)!.hash, late!.hash);
    assert.equal(await answerOf(cache, 'h', slow), late);
    assert.equal(loads, 2);
  });

  it('shares one load between concurrent misses, and keeps neither unknown hotels nor failures', async () => {
    const cache = createAnswerCache();
    cache.hearing(true);
    let loads = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = async () => {
      loads++;
      await gate;
      return json('x');
    };
    const waiting = Array.from({ length: 20 }, () => answerOf(cache, 'h', slow));
    assert.equal(cache.loading, 1);
    release();
    const answers = await Promise.all(waiting);
    assert.equal(loads, 1);
    assert.ok(answers.every((answer) => answer === answers[0]));
    assert.equal(cache.loading, 0);

    let unknownLoads = 0;
    const unknown = async () => {
      unknownLoads++;
      return null;
    };
    for (let i = 0; i < 100; i++) assert.equal(await answerOf(cache, `nope-${i}`, unknown), null);
    assert.equal(await answerOf(cache, 'nope-0', unknown), null);
    assert.equal(unknownLoads, 101);
    assert.equal(cache.size, 1); // only 'h'

    const failing = async (): Promise<string> => {
      throw new Error('database down');
    };
    await assert.rejects(answerOf(cache, 'f', failing), /database down/);
    assert.equal(cache.size, 1);
    assert.equal(cache.loading, 0);
    assert.ok(await answerOf(cache, 'f', async () => json('y')));
  });

  it('keeps the prepared answer of unchanged JSON after a change, and at most maxHotels hotels', async () => {
    const cache = createAnswerCache({ maxHotels: 3 });
    cache.hearing(true);
    const same = async () => json('same');
    const first = await answerOf(cache, 'h', same);
    cache.changed('h');
    assert.equal(await answerOf(cache, 'h', same), first); // re-read, same bytes: same variants and ETag
    const loads = counter();
    for (const id of ['a', 'b', 'c']) await answerOf(cache, id, loads.load);
    assert.equal(cache.size, 3);
    await answerOf(cache, 'b', loads.load); // kept
    assert.equal(loads.count, 3);
    await answerOf(cache, 'h', loads.load); // dropped first, read again
    assert.equal(loads.count, 4);
    assert.equal(cache.size, 3);
  });

  it('tells whether a prepared answer is still the current one: not after a change, a push-out or deafness', async () => {
    const cache = createAnswerCache({ maxHotels: 2 });
    cache.hearing(true);
    const loads = counter();
    const first = (await answerOf(cache, 'h', loads.load))!;
    assert.equal(cache.current(first), true);
    cache.changed('other');
    assert.equal(cache.current(first), true);
    cache.changed('h');
    assert.equal(cache.current(first), false);
    const second = (await answerOf(cache, 'h', loads.load))!;
    assert.equal(cache.current(second), true);
    // Pushed out by newer hotels, it would no longer hear its hotel's changes: no longer current.
    await answerOf(cache, 'a', loads.load);
    await answerOf(cache, 'b', loads.load);
    assert.equal(cache.current(second), false);
    const third = (await answerOf(cache, 'h', loads.load))!;
    assert.equal(cache.current(third), true);
    cache.hearing(false);
    assert.equal(cache.current(third), false);
    assert.equal(cache.current(prepareJson(json('never kept'))), false);
  });

  it('compresses each variant once, when first asked for, and none below the threshold', async () => {
    const big = prepareJson(json('guide page '));
    const br = await big.encoded('br');
    assert.equal(await big.encoded('br'), br);
    assert.equal(zlib.brotliDecompressSync(br).toString(), big.identity.toString());
    assert.equal(zlib.gunzipSync(await big.encoded('gzip')).toString(), big.identity.toString());
    assert.equal(prepareJson('{"a":1}').compressible, false);
    assert.equal(big.compressible, true);
  });
});
