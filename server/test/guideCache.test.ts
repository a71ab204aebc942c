import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it, mock } from 'node:test';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { OPENAPI_FILE } from '../src/app.ts';
import { loadHotelGuide } from '../src/services/hotelGuide.ts';
import { createSecurityHandlers } from '../src/web/security.ts';
import {
  COMPRESS_THRESHOLD_BYTES,
  GUIDE_CACHE_TTL_MS,
  createGuideCache,
  negotiateCoding,
  prepareJson,
} from '../src/services/guideCache.ts';
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
afterEach(() => {
  mock.timers.reset();
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

  it('shows a change in the database once the TTL has passed, with a new ETag', async () => {
    mock.timers.enable({ apis: ['Date'], now: Date.now() + 3_600_000 });
    await getGuide(MINIMAL); // what earlier tests kept has expired: read at the mocked time now
    const before = await getGuide(MINIMAL);
    const rename = (name: string) =>
      t.db.updateTable('hotels').set({ hotel_name_latin: name }).where('id', '=', MINIMAL).execute();
    const original = JSON.parse(before.json!.toString('utf8')).facilityBasicInfo.hotelNameLatin;
    try {
      await rename('Business Inn Minato (renamed)');
      mock.timers.tick(GUIDE_CACHE_TTL_MS - 1);
      const stillCached = await getGuide(MINIMAL);
      assert.equal(JSON.parse(stillCached.json!.toString('utf8')).facilityBasicInfo.hotelNameLatin, original);
      assert.equal(stillCached.response.headers.etag, before.response.headers.etag);

      mock.timers.tick(1);
      const fresh = await getGuide(MINIMAL);
      assert.equal(
        JSON.parse(fresh.json!.toString('utf8')).facilityBasicInfo.hotelNameLatin,
        'Business Inn Minato (renamed)',
      );
      assert.notEqual(fresh.response.headers.etag, before.response.headers.etag);
      assert.ok(fresh.json!.equals(await expectedBody(MINIMAL)));
      const revalidated = await getGuide(MINIMAL, { 'if-none-match': before.response.headers.etag as string });
      assert.equal(revalidated.response.statusCode, 200);
    } finally {
      await rename(original);
    }
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

describe('createGuideCache', () => {
  const json = (text: string) => JSON.stringify({ text: text.repeat(200) });

  /** Lets background loads finish. */
  const settle = async (cache: { loading: number }) => {
    while (cache.loading > 0) await new Promise((resolve) => setImmediate(resolve));
  };

  it('keeps an answer for the TTL of its read, refreshing it ahead in the background', async () => {
    let clock = 1_000;
    const cache = createGuideCache({ ttlMs: 100, now: () => clock });
    let loads = 0;
    const load = async () => json(`v${++loads}`);
    const first = await cache.get('h', load);
    clock += 79;
    assert.equal(await cache.get('h', load), first);
    assert.equal(cache.loading, 0);
    // In the last fifth of its life the answer is still served, and a new one is read meanwhile.
    clock += 20; // 1099
    assert.equal(await cache.get('h', load), first);
    assert.equal(cache.loading, 1);
    assert.equal(await cache.get('h', load), first); // one refresh at a time
    await settle(cache);
    assert.equal(loads, 2);
    const second = await cache.get('h', load);
    assert.notEqual(second!.hash, first!.hash);
    // Without requests in the refresh window, a request after the TTL waits for a new read.
    clock += 100; // 1199: the second answer (read at 1099) has expired
    const third = await cache.get('h', load);
    assert.equal(loads, 3);
    assert.notEqual(third!.hash, second!.hash);
    // A clock that goes back does not make an answer live longer.
    clock -= 50;
    await cache.get('h', load);
    assert.equal(loads, 4);
  });

  it('keeps the variants and the ETag of an unchanged answer, and drops a hotel gone meanwhile', async () => {
    let clock = 0;
    const cache = createGuideCache({ ttlMs: 100, now: () => clock });
    let exists = true;
    const load = async () => (exists ? json('same') : null);
    const first = await cache.get('h', load);
    clock = 100;
    assert.equal(await cache.get('h', load), first);
    clock = 190; // refreshed ahead, unchanged
    await cache.get('h', load);
    await settle(cache);
    exists = false;
    clock = 280; // refreshed ahead: the hotel is gone
    assert.equal(await cache.get('h', load), first);
    await settle(cache);
    assert.equal(cache.size, 0);
    assert.equal(await cache.get('h', load), null);
  });

  it('retries a failed refresh, and serves the kept answer until it expires', async () => {
    let clock = 0;
    const cache = createGuideCache({ ttlMs: 100, now: () => clock });
    let failing = false;
    let loads = 0;
    const load = async () => {
      loads++;
      if (failing) throw new Error('database down');
      return json('ok');
    };
    const first = await cache.get('h', load);
    failing = true;
    clock = 90;
    assert.equal(await cache.get('h', load), first);
    await settle(cache);
    assert.equal(await cache.get('h', load), first);
    await settle(cache);
    assert.equal(loads, 3);
    clock = 100;
    await assert.rejects(cache.get('h', load), /database down/);
    failing = false;
    assert.notEqual(await cache.get('h', load), undefined);
    assert.equal(loads, 5);
  });

  it('shares one load between concurrent misses, and keeps neither unknown hotels nor failures', async () => {
    const cache = createGuideCache({ ttlMs: 100, now: () => 0 });
    let loads = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = async () => {
      loads++;
      await gate;
      return json('x');
    };
    const waiting = Array.from({ length: 20 }, () => cache.get('h', slow));
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
    for (let i = 0; i < 1_000; i++) assert.equal(await cache.get(`nope-${i}`, unknown), null);
    assert.equal(await cache.get('nope-0', unknown), null);
    assert.equal(unknownLoads, 1_001);
    assert.equal(cache.size, 1); // only 'h'

    const failing = async (): Promise<string> => {
      throw new Error('database down');
    };
    await assert.rejects(cache.get('f', failing), /database down/);
    assert.equal(cache.size, 1);
    assert.equal(cache.loading, 0);
    assert.ok(await cache.get('f', async () => json('y')));
  });

  it('keeps at most maxEntries hotels, dropping the oldest', async () => {
    const cache = createGuideCache({ ttlMs: 60_000, maxEntries: 3 });
    let loads = 0;
    const load = async () => json(`${++loads}`);
    for (const id of ['a', 'b', 'c', 'd']) await cache.get(id, load);
    assert.equal(cache.size, 3);
    await cache.get('b', load); // kept
    assert.equal(loads, 4);
    await cache.get('a', load); // dropped first, loaded again
    assert.equal(loads, 5);
    assert.equal(cache.size, 3);
  });

  it('makes the variants from the JSON, and none below the threshold', async () => {
    const big = await prepareJson(json('guide page '));
    assert.equal(zlib.brotliDecompressSync(big.br!).toString(), big.identity.toString());
    assert.equal(zlib.gunzipSync(big.gzip!).toString(), big.identity.toString());
    const small = await prepareJson('{"a":1}');
    assert.equal(small.br, null);
    assert.equal(small.gzip, null);
  });
});
