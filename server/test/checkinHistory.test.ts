import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD } from '../src/db/seed/demoAccounts.ts';
import { callOperation } from './support/callOperation.ts';
import { createTestApp, type TestApp } from './support/helpers.ts';

let t: TestApp;
let hanako: string;
let other: string;
before(async () => {
  t = await createTestApp();
  const login = async (email: string) =>
    (await callOperation(t.app, 'login', { body: { email, password: DEMO_PASSWORD } })).body.token;
  hanako = await login('hanako.yamada@sakura-demo.example');
  other = await login('new.guest@sakura-demo.example');
});
after(async () => {
  await t.close();
});

describe('getCheckinHistory', () => {
  it('lists the member’s own check-ins, newest first', async () => {
    const { status, body } = await callOperation(t.app, 'getCheckinHistory', { token: hanako });
    assert.equal(status, 200);
    // Her online check-ins of the stays of today (demoStays.ts), then her past stays.
    assert.deepEqual(
      body.checkinHistorys.map((c) => c.hotelNameLatin),
      [...Array(4).fill('Hotel Sakuranamiki Asakusa'), 'Hotel Sakuranamiki Asakusa', 'Business Inn Minato'],
    );
    const times = body.checkinHistorys.map((c) => Date.parse(c.checkinTime));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
    assert.ok(times.at(-2)! > times.at(-1)!);
    assert.match(body.checkinHistorys[0].checkinCode, /^[A-Z2-9]{16}$/);
  });

  it('is empty for a member without check-ins', async () => {
    const { body } = await callOperation(t.app, 'getCheckinHistory', { token: other });
    assert.deepEqual(body.checkinHistorys, []);
  });

  it('answers another member’s userId like a missing one', async () => {
    const own = await callOperation(t.app, 'getCheckinHistory', { token: hanako });
    assert.equal(own.status, 200);
    const hanakoId = (await callOperation(t.app, 'getUserInfo', { token: hanako })).body.user.id;
    assert.equal(
      (await callOperation(t.app, 'getCheckinHistory', { query: { userId: hanakoId }, token: hanako })).status,
      200,
    );
    assert.equal(
      (await callOperation(t.app, 'getCheckinHistory', { query: { userId: hanakoId }, token: other })).status,
      404,
    );
  });

  it('needs a signed-in member', async () => {
    assert.equal((await callOperation(t.app, 'getCheckinHistory')).status, 401);
  });
});

/** Her stay two days ago, the one with tickets and a wallet pass (demoAccounts.ts). */
async function pastStayWithTickets() {
  const history = (await callOperation(t.app, 'getCheckinHistory', { token: hanako })).body.checkinHistorys;
  const stay = history.at(-2);
  assert.ok(stay, 'her stay two days ago is listed');
  return stay;
}

/** The path and query that ask for a listed check-in's detail. */
const detailOf = (checkin: { checkinId: string; checkinCode: string }) => ({
  params: { checkinId: checkin.checkinId },
  query: { checkinCode: checkin.checkinCode },
});

describe('getCheckinHistoryDetail', () => {
  it('returns the check-in with its QR payload and tickets', async () => {
    const latest = await pastStayWithTickets();
    const { status, body } = await callOperation(t.app, 'getCheckinHistoryDetail', {
      ...detailOf(latest),
      token: hanako,
    });
    assert.equal(status, 200);
    const [detail] = body.checkinHistory;
    assert.equal(detail.checkin_code, latest.checkinCode);
    assert.equal(JSON.parse(detail.qr_json).checkin_code, latest.checkinCode);
    assert.equal(detail.ticket.length, 4);
    assert.deepEqual([...new Set(detail.ticket.map((x) => x.ticket_name))], ['朝食券 Breakfast', '大浴場利用券 Bath']);
  });

  it('sends the tickets by the check-in’s hotel: none once that hotel’s TKT plugin is off', async () => {
    const latest = await pastStayWithTickets();
    const setTickets = (on: boolean) =>
      t.db
        .updateTable('hotel_plugins')
        .set({ is_enabled: on })
        .where('hotel_id', '=', 'sakura-asakusa')
        .where('code', '=', 'TKT')
        .execute();
    await setTickets(false);
    try {
      const { status, body } = await callOperation(t.app, 'getCheckinHistoryDetail', {
        ...detailOf(latest),
        token: hanako,
      });
      assert.equal(status, 200);
      assert.deepEqual(body.checkinHistory[0].ticket, []);
    } finally {
      await setTickets(true);
    }
    assert.equal(
      (await callOperation(t.app, 'getCheckinHistoryDetail', { ...detailOf(latest), token: hanako })).body
        .checkinHistory[0].ticket.length,
      4,
    );
  });

  it('answers another member, a wrong code, an unknown or a malformed id with the same 404', async () => {
    const latest = await pastStayWithTickets();
    const answers = await Promise.all([
      callOperation(t.app, 'getCheckinHistoryDetail', { ...detailOf(latest), token: other }),
      callOperation(t.app, 'getCheckinHistoryDetail', {
        params: { checkinId: latest.checkinId },
        query: { checkinCode: 'WRONGCODE' },
        token: hanako,
      }),
      callOperation(t.app, 'getCheckinHistoryDetail', {
        params: { checkinId: 999999 },
        query: { checkinCode: latest.checkinCode },
        token: hanako,
      }),
      callOperation(t.app, 'getCheckinHistoryDetail', {
        params: { checkinId: 'abc' },
        query: { checkinCode: latest.checkinCode },
        token: hanako,
      }),
    ]);
    for (const answer of answers) {
      assert.equal(answer.status, 404);
      assert.deepEqual(answer.body, answers[0]!.body);
    }
  });

  it('needs a signed-in member', async () => {
    assert.equal(
      (await callOperation(t.app, 'getCheckinHistoryDetail', { params: { checkinId: 1 }, query: { checkinCode: 'X' } }))
        .status,
      401,
    );
  });
});
