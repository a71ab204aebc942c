import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_HOTEL_ID, MINIMAL_HOTEL_ID } from '../src/db/seed/demoHotels.ts';
import { DEMO_MANAGERS } from '../src/db/seed/demoStaff.ts';
import { callOperation, malformed, type OperationCall } from './support/callOperation.ts';
import { consoleHotels } from './support/consoleHotels.ts';
import { createTestApp, type TestApp } from './support/helpers.ts';

// The managers' console edits the hotel's plugins, home icons and payment settings (issue 32): with a
// version that refuses a stale save, a payment enabled only with a method, an audit row naming only
// what changed, and the guest's answers (guide, icons, payment settings) changed at once.
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});
const { login, hotelWithManager, auditRows } = consoleHotels(() => t, 'features', { subnet: 41 });

const getFeatures = (token: string) => callOperation(t.app, 'getHotelFeatures', { token });
const putFeatures = (token: string, body: OperationCall<'updateHotelFeatures'>['body']) =>
  callOperation(t.app, 'updateHotelFeatures', { token, body });
/** The body of a guest's read, which must answer 200. */
async function ok<Answer extends { status: number; body: unknown }>(call: Promise<Answer>): Promise<Answer['body']> {
  const { status, body } = await call;
  assert.equal(status, 200, JSON.stringify(body));
  return body;
}
const guide = (hotelId: string) => ok(callOperation(t.app, 'getHotelGuide', { query: { hotelId } }));
const iconDisplay = (hotelId: string) => ok(callOperation(t.app, 'getIconDisplay', { query: { hotelId } }));
const paymentSetting = (hotelId: string) => ok(callOperation(t.app, 'getPaymentSetting', { query: { hotelId } }));

const EVERY_ICON = {
  checkin: true,
  checkout: true,
  hotelGuide: true,
  aroundSpot: true,
  mobileRequest: true,
  frontTelephone: true,
  wifi: true,
};

describe('the hotel’s features', () => {
  it('a new hotel has no plugins or payments and shows every icon; a save shows in the guest’s answers at once', async () => {
    const { hotelId, token } = await hotelWithManager();
    const guideBefore = await guide(hotelId);
    assert.deepEqual(guideBefore.plugins, []);
    const read = await getFeatures(token);
    assert.equal(read.status, 200);
    assert.deepEqual(
      { plugins: read.body.plugins, icons: read.body.icons, payments: read.body.payments },
      { plugins: {}, icons: EVERY_ICON, payments: {} },
    );

    const features = {
      plugins: { PA: true, CC: true, TL: false },
      icons: { ...EVERY_ICON, wifi: false, aroundSpot: false },
      payments: { checkin: { enabled: true, creditCard: true }, checkout: { enabled: false } },
    };
    const saved = await putFeatures(token, { version: read.body.version, ...features });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual({ ...saved.body, version: undefined }, { version: undefined, ...features });
    assert.notEqual(saved.body.version, read.body.version);
    assert.deepEqual(await getFeatures(token), saved);

    // The guest: the guide's plugins (kept in memory, dropped by the save), the icons, the payment settings.
    const guideAfter = await guide(hotelId);
    assert.deepEqual(guideAfter.plugins.map((p) => [p.code, p.isEnabled]).sort(), [
      ['CC', true],
      ['PA', true],
      ['TL', false],
    ]);
    const icons = (await iconDisplay(hotelId)).icon_display[0];
    assert.equal(icons.wifi, 0);
    assert.equal(icons.aroundSpot, 0);
    assert.equal(icons.checkin, 1);
    const settings = await paymentSetting(hotelId);
    assert.match(JSON.stringify(settings), /CREDIT_CARD/);
  });

  it('the audit row names only what changed, each plugin, icon and payment time with its before and after', async () => {
    const { hotelId, token } = await hotelWithManager();
    const first = await putFeatures(token, {
      version: (await getFeatures(token)).body.version,
      plugins: { PA: true, KSK: true },
      icons: EVERY_ICON,
      payments: { checkin: { enabled: true, frontDesk: true } },
    });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const second = await putFeatures(token, {
      version: first.body.version,
      plugins: { PA: true, BR: true },
      icons: { ...EVERY_ICON, wifi: false },
      payments: { checkin: { enabled: true, frontDesk: true, creditCard: true } },
    });
    assert.equal(second.status, 200, JSON.stringify(second.body));
    const rows = await auditRows(hotelId);
    assert.equal(rows.length, 2);
    const row = rows[1]!;
    assert.equal(row.operation, 'hotel.updateFeatures');
    assert.equal(row.actor, `manager@${hotelId}.example`);
    assert.equal(row.target, `hotel/${hotelId}`);
    assert.deepEqual(row.before, {
      plugins: { KSK: true, BR: null },
      icons: { wifi: true },
      payments: { checkin: { enabled: true, frontDesk: true } },
    });
    assert.deepEqual(row.after, {
      plugins: { KSK: null, BR: true },
      icons: { wifi: false },
      payments: { checkin: { enabled: true, frontDesk: true, creditCard: true } },
    });
    // Saved unchanged: nothing to record.
    const same = await putFeatures(token, { ...second.body });
    assert.equal(same.status, 200);
    assert.equal((await auditRows(hotelId)).length, 2);
  });

  it('a stale version gets 409 edit_conflict and changes nothing', async () => {
    const { hotelId, token } = await hotelWithManager();
    const read = await getFeatures(token);
    const mine = { plugins: { CU: true }, icons: EVERY_ICON, payments: {} };
    assert.equal((await putFeatures(token, { version: read.body.version, ...mine })).status, 200);
    const stale = await putFeatures(token, { version: read.body.version, ...mine, plugins: { CU: false } });
    assert.equal(stale.status, 409);
    assert.equal(stale.body.code, 'edit_conflict');
    assert.deepEqual((await getFeatures(token)).body.plugins, { CU: true });
    assert.equal((await auditRows(hotelId)).length, 1);
  });

  it('refuses a payment enabled without a method, and what the schema refuses, with the field: 400, nothing changed', async () => {
    const { hotelId, token } = await hotelWithManager();
    const { version } = (await getFeatures(token)).body;
    const base = { version, plugins: {}, icons: EVERY_ICON, payments: {} };
    const cases: [object, string][] = [
      [{ ...base, payments: { checkout: { enabled: true } } }, 'payments.checkout'],
      [
        { ...base, payments: { mobileRequest: { enabled: true, frontDesk: false, creditCard: false } } },
        'payments.mobileRequest',
      ],
      [{ ...base, plugins: { XX: true } }, 'plugins'],
      [{ ...base, icons: { ...EVERY_ICON, wifi: undefined } }, 'icons.wifi'],
    ];
    for (const [payload, field] of cases) {
      const answer = await putFeatures(token, malformed(payload));
      assert.equal(answer.status, 400, field);
      assert.equal(answer.body.code, 'validation_error');
      assert.ok(
        Object.keys(answer.body.errors ?? {}).some((key) => key.startsWith(field)),
        `${field}: ${JSON.stringify(answer.body)}`,
      );
    }
    assert.equal((await getFeatures(token)).body.version, version);
    assert.equal((await auditRows(hotelId)).length, 0);
  });

  it('acts on the manager’s own hotel only', async () => {
    const other = await login(DEMO_MANAGERS[1].email);
    const theirs = await getFeatures(other);
    assert.equal(theirs.status, 200);
    assert.deepEqual(theirs.body.plugins, {});
    const demoPlugins = await t.db
      .selectFrom('hotel_plugins')
      .selectAll()
      .where('hotel_id', '=', DEMO_HOTEL_ID)
      .execute();
    const saved = await putFeatures(other, { ...theirs.body, icons: { ...theirs.body.icons, checkout: true } });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const minato = await iconDisplay(MINIMAL_HOTEL_ID);
    assert.equal(minato.icon_display[0].checkout, 1);
    assert.deepEqual(
      await t.db.selectFrom('hotel_plugins').selectAll().where('hotel_id', '=', DEMO_HOTEL_ID).execute(),
      demoPlugins,
    );
  });
});
