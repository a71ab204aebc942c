import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DEMO_PHOTO_DIR } from '../src/app.ts';
import { mapsPhotoSource } from '../src/services/placePhotos.ts';
import { readDemoHotel } from '../src/db/seed/demoHotels.ts';
import { callOperation } from './support/callOperation.ts';
import { createTestApp, type TestApp } from './support/helpers.ts';

const DEMO = 'sakura-asakusa';
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const demoSpots = readDemoHotel(DEMO).spots!.map((s) => ({ ...s, hours: s.hours ?? [] }));

describe('getAroundSpots', () => {
  it('lists every spot of the demo hotel for category 0 and by default', async () => {
    const all = await callOperation(t.app, 'getAroundSpots', { query: { hotelId: DEMO, category: 0 } });
    assert.equal(all.status, 200);
    assert.equal(all.body.aroundSpots.length, demoSpots.length);
    assert.ok(all.body.aroundSpots.length >= 12);
    const byDefault = await callOperation(t.app, 'getAroundSpots', { query: { hotelId: DEMO } });
    assert.deepEqual(byDefault.body, all.body);
  });

  for (const category of [1, 2, 3]) {
    it(`lists only category ${category}`, async () => {
      const { body } = await callOperation(t.app, 'getAroundSpots', { query: { hotelId: DEMO, category } });
      assert.ok(body.aroundSpots.length > 0);
      assert.ok(body.aroundSpots.every((s) => s.category === category));
    });
  }

  it('answers an empty list for a hotel without spots', async () => {
    const { status, body } = await callOperation(t.app, 'getAroundSpots', {
      query: { hotelId: 'minato-inn', category: 1 },
    });
    assert.equal(status, 200);
    assert.deepEqual(body.aroundSpots, []);
  });

  for (const bad of ['4', '-1', 'food', '1.5', '']) {
    it(`rejects category "${bad}" with 400`, async () => {
      const { status, body } = await callOperation(t.app, 'getAroundSpots', {
        query: { hotelId: DEMO, category: bad },
      });
      assert.equal(status, 400);
      assert.match(body.detail ?? '', /category/);
    });
  }

  it('answers 404 for an unknown hotel', async () => {
    const { status } = await callOperation(t.app, 'getAroundSpots', { query: { hotelId: 'nope', category: 0 } });
    assert.equal(status, 404);
  });
});

describe('getAroundSpotDetail', () => {
  const withHours = demoSpots.find((s) => s.hours.length > 0 && s.comment)!;

  it('returns the spot with its business hours and the comment in the asked language', async () => {
    const ja = await callOperation(t.app, 'getAroundSpotDetail', {
      query: { hotelId: DEMO, placeId: withHours.placeId, lang: 'ja' },
    });
    assert.equal(ja.status, 200);
    assert.equal(ja.body.aroundSpots.length, 1);
    assert.equal(ja.body.aroundSpots[0].placeId, withHours.placeId);
    assert.equal(ja.body.aroundSpots[0].comment, withHours.comment!.ja);
    assert.equal(ja.body.aroundSpotBusinessHour.length, withHours.hours.length);
    const ko = await callOperation(t.app, 'getAroundSpotDetail', {
      query: { hotelId: DEMO, placeId: withHours.placeId, lang: 'ko' },
    });
    assert.equal(ko.body.aroundSpots[0].comment, withHours.comment!.ko);
  });

  it('returns no hours and no comment where the hotel has none', async () => {
    const bare =
      demoSpots.find((s) => s.hours.length === 0 && !s.comment) ?? demoSpots.find((s) => s.hours.length === 0)!;
    const { body } = await callOperation(t.app, 'getAroundSpotDetail', {
      query: { hotelId: DEMO, placeId: bare.placeId, lang: 'en' },
    });
    assert.deepEqual(body.aroundSpotBusinessHour, []);
  });

  it('answers 404 for a place the hotel does not show', async () => {
    const { status, body } = await callOperation(t.app, 'getAroundSpotDetail', {
      query: { hotelId: DEMO, placeId: 'nowhere', lang: 'en' },
    });
    assert.equal(status, 404);
    assert.equal(body.code, 'spot_not_found');
  });

  it('answers 404 for another hotel’s place', async () => {
    const { status } = await callOperation(t.app, 'getAroundSpotDetail', {
      query: { hotelId: 'minato-inn', placeId: withHours.placeId, lang: 'en' },
    });
    assert.equal(status, 404);
  });

  for (const query of ['placeId=x', 'placeId=x&lang=fr', 'lang=en', `placeId=${'x'.repeat(300)}&lang=en`]) {
    it(`rejects ${query.slice(0, 30)} with 400`, async () => {
      const { status } = await callOperation(t.app, 'getAroundSpotDetail', {
        query: { hotelId: DEMO, ...Object.fromEntries(new URLSearchParams(query)) },
      });
      assert.equal(status, 400);
    });
  }
});

describe('getPlacePhoto', () => {
  const photo = demoSpots.find((s) => s.photo)!.photo!;

  it('has a demo photo for every photo the seeded spots show', async () => {
    const references = [...new Set(demoSpots.map((s) => s.photo).filter((r): r is string => r !== undefined))];
    const missing = references.filter((r) => !fs.existsSync(path.join(DEMO_PHOTO_DIR, `${r}.svg`)));
    assert.deepEqual(missing, []);
  });

  it('serves a spot’s demo photo as an image that may be cached', async () => {
    const response = await callOperation(t.app, 'getPlacePhoto', {
      query: { photoReference: photo, maxwidth: 1200 },
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers['content-type'], 'image/svg+xml');
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.match(String(response.headers['content-security-policy']), /default-src 'none'/);
    assert.match(String(response.headers['cache-control']), /max-age=86400/);
    assert.match(response.rawPayload.toString(), /<svg/);
  });

  it('answers 404 for a reference no spot uses', async () => {
    const { status } = await callOperation(t.app, 'getPlacePhoto', { query: { photoReference: 'unknown-photo' } });
    assert.equal(status, 404);
  });

  for (const query of [
    'photoReference=..%2F..%2Fpackage',
    'photoReference=a.b',
    'photoReference=',
    `photoReference=${photo}&maxwidth=1201`,
    `photoReference=${photo}&maxwidth=0`,
  ]) {
    it(`rejects ${query.slice(0, 40)} with 400`, async () => {
      const { status } = await callOperation(t.app, 'getPlacePhoto', {
        query: Object.fromEntries(new URLSearchParams(query)),
      });
      assert.equal(status, 400);
    });
  }
});

describe('mapsPhotoSource', () => {
  it('asks the maps service with the server’s key and returns only the image', async () => {
    const seen: string[] = [];
    const upstream = http.createServer((request, response) => {
      seen.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      response.end(Buffer.from([0xff, 0xd8, 0xff]));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    try {
      const source = mapsPhotoSource('server-secret-key', `http://127.0.0.1:${port}/photo`);
      const result = await source.fetch('abc_DEF-123', 1200);
      assert.equal(result?.contentType, 'image/jpeg');
      assert.deepEqual([...result!.body], [0xff, 0xd8, 0xff]);
      const url = new URL(seen[0]!, 'http://x');
      assert.equal(url.searchParams.get('key'), 'server-secret-key');
      assert.equal(url.searchParams.get('photo_reference'), 'abc_DEF-123');
      assert.equal(url.searchParams.get('maxwidth'), '1200');
    } finally {
      upstream.close();
    }
  });
});
