import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_HOTEL_ID } from '../src/db/seed/demoHotels.ts';
import { createTestApp, type TestApp } from './support/helpers.ts';

// Limits hold for requests sent at once: each attempt is counted before it is tried (under a lock
// per bucket), so a burst of guesses cannot all pass the check before the first is counted.
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const burst = (count: number, send: (i: number) => Promise<{ statusCode: number }>) =>
  Promise.all(Array.from({ length: count }, (_, i) => send(i))).then((answers) =>
    answers.reduce<Record<number, number>>((n, a) => ({ ...n, [a.statusCode]: (n[a.statusCode] ?? 0) + 1 }), {}),
  );

describe('limits under a burst', () => {
  it('sign-in: 20 wrong passwords for one account at once, 5 checked, the rest 429', async () => {
    const statuses = await burst(20, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `10.9.1.${i + 1}`,
        payload: { email: 'new.guest@sakura-demo.example', password: `Wrong${i}pass` },
      }),
    );
    assert.deepEqual(statuses, { 400: 5, 429: 15 });
  });

  it('the check-in search by phone: 40 unknown phones at once, 30 tried, the rest 429', async () => {
    const statuses = await burst(40, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/checkin/search',
        remoteAddress: '10.9.0.1',
        payload: { hotelId: DEMO_HOTEL_ID, lang: 'ja', reservationTel: `0700000${String(i).padStart(4, '0')}` },
      }),
    );
    assert.deepEqual(statuses, { 404: 30, 429: 10 });
  });

  it('a phone that finds a reservation does not count against the limit', async () => {
    for (let i = 0; i < 3; i++) {
      const found = await t.app.inject({
        method: 'POST',
        url: '/api/checkin/search',
        remoteAddress: '10.9.0.2',
        payload: { hotelId: DEMO_HOTEL_ID, lang: 'ja', reservationTel: '09000000002' },
      });
      assert.equal(found.statusCode, 200, found.body);
    }
    const rows = await t.db.selectFrom('throttle_events').select('id').where('bucket', 'like', '%10.9.0.2%').execute();
    assert.equal(rows.length, 0);
  });

  it('the room lookup by phone: 40 unknown phones at once, 30 tried, the rest 429', async () => {
    const statuses = await burst(40, (i) =>
      t.app.inject({
        method: 'GET',
        url: `/api/mobile-request/checkin-room-number?hotelId=${DEMO_HOTEL_ID}&telephone=0700001${String(i).padStart(4, '0')}`,
        remoteAddress: '10.9.0.3',
      }),
    );
    assert.deepEqual(statuses, { 404: 30, 429: 10 });
  });
});
