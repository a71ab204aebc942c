import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_HOTEL_ID, MINIMAL_HOTEL_ID } from '../src/db/seed/demoHotels.ts';
import { DEMO_MANAGERS } from '../src/db/seed/demoStaff.ts';
import { callOperation, malformed, type OperationCall } from './support/callOperation.ts';
import { consoleHotels } from './support/consoleHotels.ts';
import { createTestApp, type TestApp } from './support/helpers.ts';

// The managers' console edits the hotel's settings and pages (issue 32): the manager's own hotel only,
// validated, with a version that refuses a stale save (409 edit_conflict, nothing changed), the pages'
// HTML through the guide's allowlist, each change in the audit log and at once in the guest's answers.
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const { login, hotelWithManager, auditRows } = consoleHotels(() => t, 'console', { subnet: 30 });

const getSettings = (token: string) => callOperation(t.app, 'getHotelSettings', { token });
const putSettings = (token: string, body: OperationCall<'updateHotelSettings'>['body']) =>
  callOperation(t.app, 'updateHotelSettings', { token, body });
const getPage = (token: string, name: string) =>
  callOperation(t.app, 'getHotelPage', { token, params: { pageName: name } });
const putPage = (token: string, name: string, body: OperationCall<'updateHotelPage'>['body']) =>
  callOperation(t.app, 'updateHotelPage', { token, params: { pageName: name }, body });

const SETTINGS = {
  name: 'ホテル 設定',
  nameLatin: 'Hotel Settings',
  address: '東京都台東区浅草1-1',
  addressLatin: '1-1 Asakusa, Taito, Tokyo',
  telephone: '03-1234-5678',
  timeZone: 'Asia/Tokyo',
  checkinWindow: { start: '14:00', end: '22:30' },
  invoice: { registrationNumber: 'T1234567890123', issuerName: '株式会社 設定' },
};

/** A 2x2 PNG, base64, for an uploaded picture. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';

describe('the hotel’s settings', () => {
  it('a manager reads them with a version, saves them with it, and the guest’s guide shows them at once', async () => {
    const { hotelId, token } = await hotelWithManager();
    const guideBefore = await t.app.inject({ method: 'GET', url: `/api/hotel-guide?hotelId=${hotelId}` });
    assert.equal(guideBefore.statusCode, 200);
    const read = await getSettings(token);
    assert.equal(read.status, 200);
    assert.equal(read.body.settings.name, '設定');
    assert.equal(read.body.settings.address, undefined);
    const saved = await putSettings(token, { version: read.body.version, settings: SETTINGS });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual(saved.body.settings, SETTINGS);
    assert.notEqual(saved.body.version, read.body.version);
    assert.deepEqual(await getSettings(token), saved);
    const guide = await t.app.inject({ method: 'GET', url: `/api/hotel-guide?hotelId=${hotelId}` });
    const info = guide.json().facilityBasicInfo;
    assert.equal(info.hotelName, 'ホテル 設定');
    assert.equal(info.checkinBeginTime, '14:00');
    assert.equal(guide.json().facilityAccessInfo.address, '東京都台東区浅草1-1');
    const row = (await auditRows(hotelId))[0]!;
    assert.equal(row.operation, 'hotel.updateSettings');
    assert.equal(row.actor, `manager@${hotelId}.example`);
    assert.equal(row.target, `hotel/${hotelId}`);
    assert.equal((row.before as { name: string }).name, '設定');
    assert.deepEqual(row.after, SETTINGS);
  });

  it('saves an uploaded picture as the hero, which the guest’s guide answers at once; an empty one is none', async () => {
    const { hotelId, token } = await hotelWithManager();
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/front-desk/images',
      payload: { type: 'image/png', data: PNG },
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(uploaded.statusCode, 200, uploaded.body);
    const { url } = uploaded.json() as { url: string };
    // The guide read once, so that it is in the guide cache when the settings change.
    const guide = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/hotel-guide?hotelId=${hotelId}` })).json().facilityBasicInfo;
    assert.equal((await guide()).extImageId, null);
    const read = await getSettings(token);
    assert.equal(read.body.settings.images, undefined);
    const saved = await putSettings(token, {
      version: read.body.version,
      settings: { ...SETTINGS, images: { hero: url, logo: '' } },
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual(saved.body.settings.images, { hero: url });
    assert.deepEqual(await getSettings(token), saved);
    const info = await guide();
    assert.equal(info.extImageId, url);
    assert.equal(info.logoImageId, null);
    const row = (await auditRows(hotelId)).find((r) => r.operation === 'hotel.updateSettings')!;
    assert.equal((row.before as { images?: object }).images, undefined);
    assert.deepEqual((row.after as { images?: object }).images, { hero: url });

    // Pictures left out are none again.
    const removed = await putSettings(token, { version: saved.body.version, settings: SETTINGS });
    assert.equal(removed.status, 200, JSON.stringify(removed.body));
    assert.equal(removed.body.settings.images, undefined);
    assert.equal((await guide()).extImageId, null);
  });

  it('a field left out is emptied; the access page sharing the address’s row is kept', async () => {
    const { hotelId, token } = await hotelWithManager();
    const first = await putSettings(token, { version: (await getSettings(token)).body.version, settings: SETTINGS });
    const page = await getPage(token, 'access');
    await putPage(token, 'access', { version: page.body.version, visible: true, content: { ja: '<p>駅から5分</p>' } });
    const { address, addressLatin, invoice, ...rest } = SETTINGS;
    void [address, addressLatin, invoice];
    const saved = await putSettings(token, { version: first.body.version, settings: rest });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.settings.address, undefined);
    assert.equal(saved.body.settings.invoice, undefined);
    const hotel = await t.db.selectFrom('hotels').selectAll().where('id', '=', hotelId).executeTakeFirstOrThrow();
    assert.equal(hotel.invoice_registration_number, null);
    assert.deepEqual((await getPage(token, 'access')).body.content, { ja: '<p>駅から5分</p>' });
  });

  it('a stale version gets 409 edit_conflict and changes nothing', async () => {
    const { hotelId, token } = await hotelWithManager();
    const read = await getSettings(token);
    const first = await putSettings(token, { version: read.body.version, settings: SETTINGS });
    assert.equal(first.status, 200);
    const second = await putSettings(token, {
      version: read.body.version,
      settings: { ...SETTINGS, name: '上書き' },
    });
    assert.equal(second.status, 409);
    assert.equal(second.body.code, 'edit_conflict');
    assert.equal((await getSettings(token)).body.settings.name, SETTINGS.name);
    assert.equal((await auditRows(hotelId)).length, 1);
  });

  it('refuses invalid settings with their fields: 400, nothing changed', async () => {
    const { hotelId, token } = await hotelWithManager();
    const { version } = (await getSettings(token)).body;
    const cases: [object, string][] = [
      [{ ...SETTINGS, name: '' }, 'settings.name'],
      [{ ...SETTINGS, nameLatin: 'x'.repeat(201) }, 'settings.nameLatin'],
      [{ ...SETTINGS, checkinWindow: { start: '25:00', end: '22:00' } }, 'settings.checkinWindow.start'],
      [{ ...SETTINGS, invoice: { registrationNumber: 'T123' } }, 'settings.invoice.registrationNumber'],
      [{ ...SETTINGS, telephone: 'call us' }, 'settings.telephone'],
      [{ ...SETTINGS, timeZone: 'Mars/Olympus' }, 'settings.timeZone'],
      [{ ...SETTINGS, name: '   ' }, 'settings.name'],
      [{ ...SETTINGS, images: { hero: 'a picture' } }, 'settings.images.hero'],
    ];
    for (const [settings, field] of cases) {
      const answer = await putSettings(token, malformed({ version, settings }));
      assert.equal(answer.status, 400, field);
      assert.equal(answer.body.code, 'validation_error');
      assert.ok(answer.body.errors?.[field], `${field}: ${JSON.stringify(answer.body)}`);
    }
    assert.equal((await getSettings(token)).body.version, version);
    assert.equal((await auditRows(hotelId)).length, 0);
  });

  it('acts on the manager’s own hotel only: another hotel’s manager neither reads nor changes it', async () => {
    const other = await login(DEMO_MANAGERS[1].email);
    const theirs = await getSettings(other);
    assert.equal(theirs.status, 200);
    const demo = await t.db.selectFrom('hotels').selectAll().where('id', '=', DEMO_HOTEL_ID).executeTakeFirstOrThrow();
    assert.notEqual(theirs.body.settings.name, demo.hotel_name);
    const saved = await putSettings(other, {
      version: theirs.body.version,
      settings: { ...SETTINGS, name: 'みなと 改' },
    });
    assert.equal(saved.status, 200);
    const after = await t.db.selectFrom('hotels').selectAll().where('id', '=', DEMO_HOTEL_ID).executeTakeFirstOrThrow();
    assert.deepEqual(after, demo);
    const minato = await t.db
      .selectFrom('hotels')
      .select('hotel_name')
      .where('id', '=', MINIMAL_HOTEL_ID)
      .executeTakeFirstOrThrow();
    assert.equal(minato.hotel_name, 'みなと 改');
  });
});

describe('the hotel’s pages', () => {
  it('lists every page in the menu’s order, with whether it exists', async () => {
    const { token } = await hotelWithManager();
    const list = await callOperation(t.app, 'listHotelPages', { token });
    assert.equal(list.status, 200);
    assert.deepEqual(
      list.body.pages.map((p: { name: string }) => p.name),
      ['wifi', 'notices', 'floorGuide', 'terms', 'meals', 'bath', 'equipment', 'checkinCheckout', 'access'],
    );
    assert.ok(list.body.pages.every((p: { exists: boolean }) => !p.exists));
  });

  it('saves a page with hostile HTML cleaned by the guide’s allowlist; the guest’s Wi-Fi page shows it at once', async () => {
    const { hotelId, token } = await hotelWithManager();
    const read = await getPage(token, 'wifi');
    assert.deepEqual(
      { ...read.body, version: undefined },
      {
        name: 'wifi',
        exists: false,
        visible: false,
        content: {},
        version: undefined,
      },
    );
    await t.app.inject({ method: 'GET', url: `/api/hotel-guide?hotelId=${hotelId}` }); // kept in memory
    const saved = await putPage(token, 'wifi', {
      version: read.body.version,
      visible: true,
      content: {
        ja: '<h2>Wi-Fi</h2><p onclick="steal()">SSID: sakura<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
        en: '<p style="color:red">Network: sakura</p><iframe src="https://evil.example"></iframe>',
        zh: '   ',
      },
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual(saved.body.content, {
      ja: '<h2>Wi-Fi</h2><p>SSID: sakura</p><a>x</a><img src="x" />',
      en: '<p>Network: sakura</p>',
    });
    assert.equal(saved.body.exists, true);
    const guide = await t.app.inject({ method: 'GET', url: `/api/hotel-guide?hotelId=${hotelId}` });
    const wifi = guide.json().facilityAdditionalPageInfo.find((p: { page_index: number }) => p.page_index === 3);
    assert.equal(wifi.view_status, 1);
    assert.equal(wifi.jp_content, saved.body.content.ja);
    assert.equal(wifi.en_content, '<p>Network: sakura</p>');
    const info = await t.app.inject({ method: 'GET', url: `/api/facility-additional-info?hotelId=${hotelId}` });
    assert.equal(info.json().facilityAdditionalPageInfo[0].jp_content, saved.body.content.ja);
    const row = (await auditRows(hotelId))[0]!;
    assert.equal(row.operation, 'page.update');
    assert.equal(row.target, 'page/wifi');
    assert.equal(row.before, null);
    assert.deepEqual(row.after, { visible: true, content: saved.body.content });
  });

  it('a stale version gets 409 edit_conflict and changes nothing', async () => {
    const { hotelId, token } = await hotelWithManager();
    const read = await getPage(token, 'notices');
    const first = await putPage(token, 'notices', {
      version: read.body.version,
      visible: true,
      content: { ja: '<p>一</p>' },
    });
    assert.equal(first.status, 200);
    const stale = await putPage(token, 'notices', {
      version: read.body.version,
      visible: false,
      content: { ja: '<p>二</p>' },
    });
    assert.equal(stale.status, 409);
    assert.equal(stale.body.code, 'edit_conflict');
    assert.deepEqual(await getPage(token, 'notices'), first);
    assert.equal((await auditRows(hotelId)).length, 1);
  });

  it('the access page keeps the hotel’s address, which shares its row', async () => {
    const { token } = await hotelWithManager();
    const settings = await getSettings(token);
    await putSettings(token, { version: settings.body.version, settings: SETTINGS });
    const page = await getPage(token, 'access');
    const saved = await putPage(token, 'access', {
      version: page.body.version,
      visible: true,
      content: { en: '<p>5 min</p>' },
    });
    assert.equal(saved.status, 200);
    assert.equal((await getSettings(token)).body.settings.address, SETTINGS.address);
  });

  it('refuses an unknown page, an unknown field and oversized HTML with 400', async () => {
    const { token } = await hotelWithManager();
    const { version } = (await getPage(token, 'bath')).body;
    assert.equal((await getPage(token, 'kitchen')).status, 400);
    const unknown = await putPage(token, 'bath', malformed({ version, visible: true, content: { fr: '<p>x</p>' } }));
    assert.equal(unknown.status, 400);
    assert.ok(unknown.body.errors?.['content.fr']);
    const big = await putPage(token, 'bath', { version, visible: true, content: { ja: 'x'.repeat(100_001) } });
    assert.equal(big.status, 400);
    assert.ok(big.body.errors?.['content.ja']);
  });

  it('a manager edits their own hotel’s page only', async () => {
    const other = await login(DEMO_MANAGERS[1].email);
    const demoWifi = await t.db
      .selectFrom('hotel_pages')
      .selectAll()
      .where('hotel_id', '=', DEMO_HOTEL_ID)
      .where('page_index', '=', 3)
      .executeTakeFirst();
    const theirs = await getPage(other, 'wifi');
    await putPage(other, 'wifi', { version: theirs.body.version, visible: true, content: { ja: '<p>みなと</p>' } });
    const after = await t.db
      .selectFrom('hotel_pages')
      .selectAll()
      .where('hotel_id', '=', DEMO_HOTEL_ID)
      .where('page_index', '=', 3)
      .executeTakeFirst();
    assert.deepEqual(after, demoWifi);
  });
});
