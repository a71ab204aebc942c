import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Schema } from '../src/contract.ts';
import { callOperation, malformed, type OperationCall } from './support/callOperation.ts';
import { consoleHotels } from './support/consoleHotels.ts';
import { createTestApp, type TestApp } from './support/helpers.ts';

// The managers' console edits the hotel's guidance (custom check-in) fields (issue 32): the whole list
// in the guest's order, checked as the hotel file is, with a version that refuses a stale save, an audit
// row naming the positions that changed, and the guest's check-in asking them at once.
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});
const { hotelWithManager, auditRows } = consoleHotels(() => t, 'fields', { subnet: 42 });

const getFields = (token: string) => callOperation(t.app, 'getCheckinFields', { token });
const putFields = (token: string, body: OperationCall<'updateCheckinFields'>['body']) =>
  callOperation(t.app, 'updateCheckinFields', { token, body });
async function guestFields(hotelId: string, lang = 'ja') {
  const { status, body } = await callOperation(t.app, 'getCustomCheckinFields', { query: { hotelId, lang } });
  assert.equal(status, 200, JSON.stringify(body));
  return body.customCheckin;
}

const ARRIVAL: Schema<'HotelSetupCheckinField'> = {
  type: 'selectBox',
  title: { ja: '交通手段', en: 'How will you arrive?' },
  options: { ja: ['電車', '車'], en: ['Train', 'Car'] },
  required: true,
};
const NOTE: Schema<'HotelSetupCheckinField'> = {
  type: 'none',
  title: { ja: 'お願い' },
  content: { ja: '<p>禁煙です。</p>' },
  required: false,
};
const WISHES: Schema<'HotelSetupCheckinField'> = {
  type: 'textArea',
  title: { ja: 'ご要望', ko: '요청 사항' },
  required: false,
};

describe('the hotel’s guidance fields', () => {
  it('a manager saves them in an order, and the guest’s check-in asks them at once, in that order', async () => {
    const { hotelId, token } = await hotelWithManager();
    const read = await getFields(token);
    assert.equal(read.status, 200);
    assert.deepEqual(read.body.fields, []);
    const saved = await putFields(token, { version: read.body.version, fields: [NOTE, ARRIVAL] });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual(saved.body.fields, [NOTE, ARRIVAL]);
    assert.deepEqual(await getFields(token), saved);
    assert.deepEqual(
      (await guestFields(hotelId, 'en')).map((f) => [f.title, f.inputType, f.inputValue]),
      [
        ['お願い', 'none', []],
        ['How will you arrive?', 'selectBox', ['Train', 'Car']],
      ],
    );

    // Moved down, another added, texts trimmed and the content cleaned as guests' pages are.
    const moved = await putFields(token, {
      version: saved.body.version,
      fields: [
        ARRIVAL,
        { ...NOTE, content: { ja: '<p onclick="x()">禁煙です。</p><script>1</script>', en: ' ' } },
        { ...WISHES, title: { ja: ' ご要望 ', ko: '요청 사항' } },
      ],
    });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    assert.deepEqual(moved.body.fields, [ARRIVAL, NOTE, WISHES]);
    const asked = await guestFields(hotelId);
    assert.deepEqual(
      asked.map((f) => [f.title, f.isRequired]),
      [
        ['交通手段', true],
        ['お願い', false],
        ['ご要望', false],
      ],
    );
    assert.equal(asked[1]!.content, '<p>禁煙です。</p>');
  });

  it('the audit row names only the positions that changed, each with its before and after', async () => {
    const { hotelId, token } = await hotelWithManager();
    const first = await putFields(token, {
      version: (await getFields(token)).body.version,
      fields: [NOTE, ARRIVAL, WISHES],
    });
    // The last one deleted, the second changed.
    const second = await putFields(token, {
      version: first.body.version,
      fields: [NOTE, { ...ARRIVAL, required: false }],
    });
    assert.equal(second.status, 200, JSON.stringify(second.body));
    const rows = await auditRows(hotelId);
    assert.equal(rows.length, 2);
    const row = rows[1]!;
    assert.equal(row.operation, 'checkinFields.update');
    assert.equal(row.target, `hotel/${hotelId}/checkinFields`);
    assert.equal(row.actor, `manager@${hotelId}.example`);
    assert.deepEqual(row.before, { 2: ARRIVAL, 3: WISHES });
    assert.deepEqual(row.after, { 2: { ...ARRIVAL, required: false }, 3: null });
  });

  it('a stale version gets 409 edit_conflict and changes nothing', async () => {
    const { hotelId, token } = await hotelWithManager();
    const read = await getFields(token);
    assert.equal((await putFields(token, { version: read.body.version, fields: [NOTE] })).status, 200);
    const stale = await putFields(token, { version: read.body.version, fields: [WISHES] });
    assert.equal(stale.status, 409);
    assert.equal(stale.body.code, 'edit_conflict');
    assert.deepEqual((await getFields(token)).body.fields, [NOTE]);
    assert.equal((await guestFields(hotelId)).length, 1);
    assert.equal((await auditRows(hotelId)).length, 1);
  });

  it('refuses fields the guest could not answer, naming the field: 400, nothing changed', async () => {
    const { hotelId, token } = await hotelWithManager();
    const { version } = (await getFields(token)).body;
    const cases: [object[], string][] = [
      [[NOTE, { ...ARRIVAL, options: undefined }], 'fields.1.options'],
      [[{ ...WISHES, options: { ja: ['はい'] } }], 'fields.0.options'],
      [[{ ...ARRIVAL, options: { ja: ['電車', '車'], en: ['Train'] } }], 'fields.0.options.en'],
      [[{ ...ARRIVAL, options: { ja: ['電車', ' '] } }], 'fields.0.options.ja'],
      [[{ ...NOTE, title: { ja: '  ' } }], 'fields.0.title.ja'],
      [[{ ...NOTE, type: 'checkbox' }], 'fields.0.type'],
      [[{ ...NOTE, title: { en: 'Only English' } }], 'fields.0.title.ja'],
    ];
    for (const [fields, field] of cases) {
      const answer = await putFields(token, malformed({ version, fields }));
      assert.equal(answer.status, 400, field);
      assert.equal(answer.body.code, 'validation_error');
      assert.ok(answer.body.errors?.[field], `${field}: ${JSON.stringify(answer.body)}`);
    }
    assert.equal((await getFields(token)).body.version, version);
    assert.equal((await auditRows(hotelId)).length, 0);
  });
});
