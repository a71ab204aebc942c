import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_HOTEL_ID } from '../src/db/seed/demoHotels.ts';
import { DEMO_MANAGERS } from '../src/db/seed/demoStaff.ts';
import { callOperation, malformed, type OperationCall } from './support/callOperation.ts';
import { consoleHotels } from './support/consoleHotels.ts';
import { createTestApp, type TestApp } from './support/helpers.ts';

// The managers' console edits the hotel's coupons (issue 32): the whole list with a version that
// refuses a stale save (409 edit_conflict, nothing changed), checked (400 naming the field), written
// as the hotel file writes it, with an audit row of only what changed, and at once in the guests' list.
// A renamed coupon stays the same coupon: its id and who used it.
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});
const { hotelWithManager, auditRows, login } = consoleHotels(() => t, 'coupons', { plugins: ['CU'] });

const getCoupons = (token: string) => callOperation(t.app, 'getConsoleCoupons', { token });
const putCoupons = (token: string, body: OperationCall<'updateConsoleCoupons'>['body']) =>
  callOperation(t.app, 'updateConsoleCoupons', { token, body });
async function guestCoupons(hotelId: string) {
  const { status, body } = await callOperation(t.app, 'getHotelCoupons', { query: { hotelId } });
  assert.equal(status, 200, JSON.stringify(body));
  return body.coupons;
}

const DINNER = {
  title: 'ディナー10%オフ',
  titleLatin: '10% off dinner',
  venue: 'レストラン 桜',
  venueLatin: 'Restaurant Sakura',
  description: 'ご夕食が10%オフ',
  descriptionLatin: '10% off your dinner',
  image: '/images/coupons/dinner.jpg',
  url: 'https://sakura.example/dinner',
  validFrom: '2020-04-01T00:00:00+09:00',
  validTo: '2099-04-30T00:00:00+09:00',
};
// "token" in a title: the audit log refuses such field names, never such values.
const DRINK = { title: 'Welcome token drink' };

/** The hotel with DINNER and DRINK saved, and the answer. */
async function withTwo() {
  const hotel = await hotelWithManager();
  const read = await getCoupons(hotel.token);
  const saved = await putCoupons(hotel.token, { version: read.body.version, coupons: [DINNER, DRINK] });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  return { ...hotel, saved };
}

describe('the hotel’s coupons', () => {
  it('a manager saves them with the version read; the guests’ list shows them at once; one audit row', async () => {
    const { hotelId, token } = await hotelWithManager();
    const read = await getCoupons(token);
    assert.deepEqual(read.body.coupons, []);
    assert.deepEqual(await guestCoupons(hotelId), []);
    const saved = await putCoupons(token, {
      version: read.body.version,
      // Validity sent in UTC is answered on the hotel's clock, as the hotel file has it.
      coupons: [
        { ...DINNER, validFrom: '2020-03-31T15:00:00Z' },
        { ...DRINK, titleLatin: '  ' },
      ],
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual(saved.body.coupons, [DINNER, DRINK]);
    assert.notEqual(saved.body.version, read.body.version);
    assert.deepEqual(await getCoupons(token), saved);
    assert.deepEqual(
      (await guestCoupons(hotelId)).map((c) => c.title),
      [DINNER.title, DRINK.title],
    );
    const rows = await auditRows(hotelId);
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.operation, 'coupons.update');
    assert.equal(rows[0]!.actor, `manager@${hotelId}.example`);
    assert.deepEqual(rows[0]!.before, { coupons: [null, null] });
    assert.deepEqual(rows[0]!.after, {
      coupons: [
        { position: 1, ...DINNER },
        { position: 2, ...DRINK },
      ],
    });
  });

  it('the audit row names only what changed: a coupon moved up, one changed, one removed', async () => {
    const { hotelId, token, saved } = await withTwo();
    const third = { title: '朝食20%オフ' };
    const added = await putCoupons(token, { version: saved.body.version, coupons: [DINNER, DRINK, third] });
    assert.deepEqual((await auditRows(hotelId)).at(-1)!.after, { coupons: [{ position: 3, ...third }] });
    // The third moved above the drink: both moved, the dinner stays out of the row.
    const moved = await putCoupons(token, { version: added.body.version, coupons: [DINNER, third, DRINK] });
    assert.deepEqual(
      (await guestCoupons(hotelId)).map((c) => c.title),
      [DINNER.title, third.title, DRINK.title],
    );
    const move = (await auditRows(hotelId)).at(-1)!;
    assert.deepEqual(move.before, {
      coupons: [
        { position: 3, ...third },
        { position: 2, ...DRINK },
      ],
    });
    assert.deepEqual(move.after, {
      coupons: [
        { position: 2, ...third },
        { position: 3, ...DRINK },
      ],
    });
    const changed = { ...DINNER, venue: 'ダイニング 桜' };
    await putCoupons(token, { version: moved.body.version, coupons: [changed, third] });
    const last = (await auditRows(hotelId)).at(-1)!;
    assert.deepEqual(last.before, {
      coupons: [
        { position: 1, ...DINNER },
        { position: 3, ...DRINK },
      ],
    });
    assert.deepEqual(last.after, { coupons: [{ position: 1, ...changed }, null] });
  });

  it('a coupon renamed with `renames` stays the same coupon: its id and who used it; without, it is a new one', async () => {
    const { hotelId, token, saved } = await withTwo();
    const [dinner, drink] = await guestCoupons(hotelId);
    await t.db.insertInto('coupon_uses').values({ coupon_id: dinner!.id, guest_key: 'user:1' }).execute();
    const renamed = { ...DINNER, title: 'ディナー15%オフ' };
    const answer = await putCoupons(token, {
      version: saved.body.version,
      coupons: [renamed, DRINK],
      renames: [{ from: DINNER.title, to: renamed.title }],
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const guests = await guestCoupons(hotelId);
    assert.deepEqual(
      guests.map((c) => [c.id, c.title]),
      [
        [dinner!.id, renamed.title],
        [drink!.id, DRINK.title],
      ],
    );
    const uses = await t.db.selectFrom('coupon_uses').select('guest_key').where('coupon_id', '=', dinner!.id).execute();
    assert.deepEqual(uses, [{ guest_key: 'user:1' }]);
    // The audit row shows one coupon changed (its title), not one removed and one added.
    const row = (await auditRows(hotelId)).at(-1)!;
    assert.deepEqual(row.before, { coupons: [{ position: 1, ...DINNER }] });
    assert.deepEqual(row.after, { coupons: [{ position: 1, ...renamed }] });

    // Two coupons swap titles: each keeps its id.
    const swapped = await putCoupons(token, {
      version: answer.body.version,
      coupons: [
        { ...renamed, title: DRINK.title },
        { ...DRINK, title: renamed.title },
      ],
      renames: [
        { from: renamed.title, to: DRINK.title },
        { from: DRINK.title, to: renamed.title },
      ],
    });
    assert.equal(swapped.status, 200, JSON.stringify(swapped.body));
    assert.deepEqual(
      (await guestCoupons(hotelId)).map((c) => [c.id, c.title]),
      [
        [dinner!.id, DRINK.title],
        [drink!.id, renamed.title],
      ],
    );

    // As the hotel file has it: a title no longer listed is a coupon deleted with its uses.
    const plain = await putCoupons(token, { version: swapped.body.version, coupons: [{ title: '新しい名前' }] });
    assert.equal(plain.status, 200);
    assert.notEqual((await guestCoupons(hotelId))[0]!.id, dinner!.id);
    assert.equal((await t.db.selectFrom('coupon_uses').where('coupon_id', '=', dinner!.id).execute()).length, 0);
  });

  it('a stale version gets 409 edit_conflict and changes nothing', async () => {
    const { hotelId, token } = await hotelWithManager();
    const read = await getCoupons(token);
    assert.equal((await putCoupons(token, { version: read.body.version, coupons: [DRINK] })).status, 200);
    const stale = await putCoupons(token, { version: read.body.version, coupons: [DINNER] });
    assert.equal(stale.status, 409);
    assert.equal(stale.body.code, 'edit_conflict');
    assert.deepEqual((await getCoupons(token)).body.coupons, [DRINK]);
    assert.equal((await auditRows(hotelId)).length, 1);
  });

  it('refuses what cannot be saved with the field named: 400, nothing changed', async () => {
    const { hotelId, token, saved } = await withTwo();
    const { version } = saved.body;
    const cases: [object, string][] = [
      [{ coupons: [DINNER, { ...DRINK, title: DINNER.title }] }, 'coupons.1.title'],
      [{ coupons: [{ ...DINNER, validTo: DINNER.validFrom }] }, 'coupons.0.validTo'],
      [{ coupons: [{ ...DINNER, validTo: '2020-03-31T23:00:00+09:00' }] }, 'coupons.0.validTo'],
      [{ coupons: [{ ...DINNER, url: 'sakura.example' }] }, 'coupons.0.url'],
      [{ coupons: [{ ...DINNER, validFrom: '2020-04-01' }] }, 'coupons.0.validFrom'],
      [{ coupons: [{ ...DINNER, title: ' ' }] }, 'coupons.0.title'],
      [{ coupons: [{ ...DINNER, title: 'x'.repeat(201) }] }, 'coupons.0.title'],
      [{ coupons: [DINNER], renames: [{ from: 'どれでもない', to: DINNER.title }] }, 'renames.0.from'],
      [{ coupons: [DINNER], renames: [{ from: DRINK.title, to: 'どれでもない' }] }, 'renames.0.to'],
    ];
    for (const [body, field] of cases) {
      const answer = await putCoupons(token, malformed({ version, ...body }));
      assert.equal(answer.status, 400, field);
      assert.equal(answer.body.code, 'validation_error');
      assert.ok(answer.body.errors?.[field], `${field}: ${JSON.stringify(answer.body)}`);
    }
    assert.equal((await getCoupons(token)).body.version, version);
    assert.equal((await auditRows(hotelId)).length, 1);
  });

  it('acts on the manager’s own hotel only: another hotel’s manager reads and saves theirs', async () => {
    const sakura = () =>
      t.db.selectFrom('coupons').selectAll().where('hotel_id', '=', DEMO_HOTEL_ID).orderBy('id').execute();
    const before = await sakura();
    assert.ok(before.length > 0);
    const other = await login(DEMO_MANAGERS[1].email);
    const theirs = await getCoupons(other);
    assert.deepEqual(theirs.body.coupons, []);
    const saved = await putCoupons(other, { version: theirs.body.version, coupons: [] });
    assert.equal(saved.status, 200);
    assert.deepEqual(await sakura(), before);
  });
});
