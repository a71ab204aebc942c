import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Schema } from '../src/contract.ts';
import { callOperation, malformed, type OperationCall } from './support/callOperation.ts';
import { consoleHotels } from './support/consoleHotels.ts';
import { createTestApp, type TestApp } from './support/helpers.ts';

// The managers' console edits the travel guide's spots (issue 32): the whole list with a version that
// refuses a stale save (409 edit_conflict, nothing changed), checked (400 naming the field), written
// as the hotel file writes it, with an audit row of only what changed, and at once in the guests' guide.
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});
const { hotelWithManager, auditRows } = consoleHotels(() => t, 'spots', { plugins: ['CU'] });

const getSpots = (token: string) => callOperation(t.app, 'getHotelSpots', { token });
const putSpots = (token: string, body: OperationCall<'updateHotelSpots'>['body']) =>
  callOperation(t.app, 'updateHotelSpots', { token, body });
async function guestSpots(hotelId: string, category = 0) {
  const { status, body } = await callOperation(t.app, 'getAroundSpots', { query: { hotelId, category } });
  assert.equal(status, 200, JSON.stringify(body));
  return body.aroundSpots;
}

const TEMPURA = {
  placeId: 'console-tempura',
  category: 1,
  type: 'restaurant',
  name: { ja: '天ぷら 隅吉', en: 'Tempura Sumikichi' },
  photo: 'tempura-bowl',
  lat: 35.71172,
  lng: 139.79481,
  telephone: '03-3841-2716',
  website: 'https://tempura.example',
  address: '東京都台東区浅草1-19-8',
  comment: { ja: '<p>江戸前の天ぷら</p>', en: '<p>Edo-style tempura</p>' },
  hours: [
    { day: 0, startTime: '11:30', endTime: '14:30' },
    { day: 5, startTime: '18:00', endTime: '01:00' },
  ],
} satisfies Schema<'HotelSetupSpot'>;
const TOWER = {
  placeId: 'console-tower',
  category: 2,
  name: { ja: '展望台' },
  lat: 35.71,
  lng: 139.81,
} satisfies Schema<'HotelSetupSpot'>;

async function withTwo() {
  const hotel = await hotelWithManager();
  const read = await getSpots(hotel.token);
  const saved = await putSpots(hotel.token, { version: read.body.version, spots: [TEMPURA, TOWER] });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  return { ...hotel, saved };
}

describe('the travel guide’s spots', () => {
  it('a manager saves them with the version read; the guests’ guide shows them at once; one audit row', async () => {
    const { hotelId, token } = await hotelWithManager();
    const read = await getSpots(token);
    assert.deepEqual(read.body.spots, []);
    const saved = await putSpots(token, {
      version: read.body.version,
      spots: [{ ...TEMPURA, name: { ...TEMPURA.name, zh: ' ' }, address: ` ${TEMPURA.address} ` }, TOWER],
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual(saved.body.spots, [TEMPURA, TOWER]);
    assert.deepEqual(await getSpots(token), saved);
    assert.deepEqual(
      (await guestSpots(hotelId)).map((s) => s.placeId),
      [TEMPURA.placeId, TOWER.placeId],
    );
    assert.deepEqual(
      (await guestSpots(hotelId, 2)).map((s) => s.facilityName),
      ['展望台'],
    );
    const detail = await callOperation(t.app, 'getAroundSpotDetail', {
      query: { hotelId, placeId: TEMPURA.placeId, lang: 'en' },
    });
    assert.equal(detail.status, 200, JSON.stringify(detail.body));
    assert.equal(detail.body.aroundSpots[0].comment, '<p>Edo-style tempura</p>');
    assert.equal(detail.body.aroundSpotBusinessHour.length, 2);
    const photo = await callOperation(t.app, 'getPlacePhoto', { query: { photoReference: 'tempura-bowl' } });
    assert.equal(photo.status, 200);
    const rows = await auditRows(hotelId);
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.operation, 'spots.update');
    assert.deepEqual(rows[0]!.before, { spots: [null, null] });
    assert.deepEqual(rows[0]!.after, {
      spots: [
        { position: 1, ...TEMPURA },
        { position: 2, ...TOWER },
      ],
    });
  });

  it('the audit row names only what changed; a spot removed leaves the guide', async () => {
    const { hotelId, token, saved } = await withTwo();
    const closed = { ...TEMPURA, hours: [{ day: 1, startTime: '11:00', endTime: '15:00' }] };
    const changed = await putSpots(token, { version: saved.body.version, spots: [closed, TOWER] });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    const row = (await auditRows(hotelId)).at(-1)!;
    assert.deepEqual(row.before, { spots: [{ position: 1, ...TEMPURA }] });
    assert.deepEqual(row.after, { spots: [{ position: 1, ...closed }] });
    const removed = await putSpots(token, { version: changed.body.version, spots: [TOWER] });
    assert.equal(removed.status, 200);
    assert.deepEqual(
      (await guestSpots(hotelId)).map((s) => s.placeId),
      [TOWER.placeId],
    );
    const last = (await auditRows(hotelId)).at(-1)!;
    assert.deepEqual(last.before, {
      spots: [
        { position: 2, ...TOWER },
        { position: 1, ...closed },
      ],
    });
    assert.deepEqual(last.after, { spots: [{ position: 1, ...TOWER }, null] });
    // Saved as it is: no change, no row.
    await putSpots(token, { version: removed.body.version, spots: [TOWER] });
    assert.equal((await auditRows(hotelId)).length, 3);
  });

  it('a stale version gets 409 edit_conflict and changes nothing', async () => {
    const { hotelId, token } = await hotelWithManager();
    const read = await getSpots(token);
    assert.equal((await putSpots(token, { version: read.body.version, spots: [TOWER] })).status, 200);
    const stale = await putSpots(token, { version: read.body.version, spots: [TEMPURA] });
    assert.equal(stale.status, 409);
    assert.equal(stale.body.code, 'edit_conflict');
    assert.deepEqual((await getSpots(token)).body.spots, [TOWER]);
    assert.equal((await auditRows(hotelId)).length, 1);
  });

  it('refuses what cannot be saved with the field named: 400, nothing changed', async () => {
    const { hotelId, token, saved } = await withTwo();
    const { version } = saved.body;
    const cases: [object, string][] = [
      [[TEMPURA, { ...TOWER, placeId: TEMPURA.placeId }], 'spots.1.placeId'],
      [[{ ...TEMPURA, lat: 90.5 }], 'spots.0.lat'],
      [[{ ...TEMPURA, lng: -181 }], 'spots.0.lng'],
      [[{ ...TEMPURA, category: 4 }], 'spots.0.category'],
      [[{ ...TEMPURA, name: { ja: '  ' } }], 'spots.0.name.ja'],
      [[{ ...TEMPURA, name: { en: 'No Japanese' } }], 'spots.0.name.ja'],
      // An uploaded image is no photo the guide's photo route can serve.
      [[{ ...TEMPURA, photo: '/images/uploads/spot.jpg' }], 'spots.0.photo'],
      [[{ ...TEMPURA, website: 'tempura.example' }], 'spots.0.website'],
      [[{ ...TEMPURA, hours: [{ day: 7, startTime: '10:00', endTime: '11:00' }] }], 'spots.0.hours.0.day'],
      [[{ ...TEMPURA, hours: [{ day: 1, startTime: '10:00', endTime: '10:00' }] }], 'spots.0.hours.0.endTime'],
      [[{ ...TEMPURA, hours: [{ day: 1, startTime: '24:00', endTime: '10:00' }] }], 'spots.0.hours.0.startTime'],
    ];
    for (const [spots, field] of cases) {
      const answer = await putSpots(token, malformed({ version, spots }));
      assert.equal(answer.status, 400, field);
      assert.equal(answer.body.code, 'validation_error');
      assert.ok(answer.body.errors?.[field], `${field}: ${JSON.stringify(answer.body)}`);
    }
    assert.equal((await getSpots(token)).body.version, version);
    assert.equal((await auditRows(hotelId)).length, 1);
  });
});
