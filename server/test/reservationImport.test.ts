import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../src/services/reservationCsv.ts';
import { callOperation } from './support/callOperation.ts';
import { consoleHotels } from './support/consoleHotels.ts';
import { createTestApp, type TestApp } from './support/helpers.ts';
import { integrationClient, pmsReservation } from './support/integrationFixtures.ts';
import { shiftJis } from './support/shiftJis.ts';

// The console's reservation CSV import (issue 33): the documented sample in each encoding Japanese
// spreadsheets save, a preview that changes nothing, rows with their problems, and the same file
// imported twice leaving the same rows.
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const { hotelWithManager, auditRows } = consoleHotels(() => t, 'csvimport', { subnet: 71 });
const { createKey, put } = integrationClient(() => t);

const SAMPLE = fs.readFileSync(new URL('../../docs/samples/reservations.csv', import.meta.url), 'utf8');
const HEADER = SAMPLE.split('\r\n')[0]!;
const base64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');

const preview = (token: string, bytes: Buffer | string) =>
  callOperation(t.app, 'previewReservationImport', { token, body: { content: base64(bytes) } });
const apply = (token: string, bytes: Buffer | string) =>
  callOperation(t.app, 'applyReservationImport', { token, body: { content: base64(bytes) } });

/** Everything the database holds of the hotel's reservations: rows, rooms and booking lines, by booking number. */
async function storedRows(hotelId: string) {
  const reservations = await t.db
    .selectFrom('reservations')
    .selectAll()
    .where('hotel_id', '=', hotelId)
    .orderBy('reservation_code')
    .execute();
  const ids = reservations.map((r) => r.id);
  if (ids.length === 0) return { reservations, rooms: [], sales: [] };
  const rooms = await t.db
    .selectFrom('reservation_rooms')
    .selectAll()
    .where('reservation_id', 'in', ids)
    .orderBy('id')
    .execute();
  const sales = await t.db.selectFrom('sales').selectAll().where('reservation_id', 'in', ids).orderBy('id').execute();
  return { reservations, rooms, sales };
}

type Row = { line: number; bookingNumber: string; outcome: string; problems: { column?: string; code: string }[] };
const outcomes = (rows: Row[]) => rows.map((row) => `${row.line} ${row.bookingNumber} ${row.outcome}`);

describe('reservation CSV import', () => {
  it('previews the sample without writing, imports it, and the same file again changes nothing', async () => {
    const { hotelId, token } = await hotelWithManager();
    const seen = await preview(token, SAMPLE);
    assert.equal(seen.status, 200);
    assert.equal(seen.body.applied, false);
    assert.deepEqual(outcomes(seen.body.rows), ['2 1001 create', '3 1002 create', '4 1003 create']);
    assert.equal((await storedRows(hotelId)).reservations.length, 0, 'a preview writes nothing');

    const first = await apply(token, SAMPLE);
    assert.equal(first.body.applied, true);
    assert.deepEqual(outcomes(first.body.rows), outcomes(seen.body.rows));
    const stored = await storedRows(hotelId);
    assert.deepEqual(
      stored.reservations.map((r) => [
        r.reservation_code,
        r.external_id,
        r.external_revision,
        r.status,
        r.checkin_date,
      ]),
      [
        ['1001', 'csv/1001', 1, 'booked', '2026-08-01'],
        ['1002', 'csv/1002', 1, 'booked', '2026-08-03'],
        ['1003', 'csv/1003', 1, 'cancelled', '2026-08-05'],
      ],
    );
    const yamada = stored.reservations[0]!;
    assert.equal(yamada.telephone, '09012345678');
    assert.equal(yamada.guest_name_kana, 'ヤマダ タロウ');
    assert.equal(yamada.plan_en, 'Room only');
    assert.equal(stored.reservations[1]!.front_supported, true);
    assert.deepEqual(
      stored.rooms.map((r) => [r.type_name, r.room_type, r.room_number, r.room_count]),
      [
        ['スタンダードダブル', 'STD-D', null, 1],
        ['シングル', 'SGL', '305', 1],
        ['和室', 'JPN', null, 2],
      ],
    );
    assert.deepEqual(
      stored.sales.map((s) => [s.sales_date, s.sales_subject_name, s.unit_price, s.tax_rate]),
      [
        ['2026-08-01', '素泊まり', 24000, 10],
        ['2026-08-03', '朝食付き', 9800, 10],
      ],
    );

    const again = await apply(token, SAMPLE);
    assert.equal(again.body.applied, true);
    assert.deepEqual(outcomes(again.body.rows), ['2 1001 unchanged', '3 1002 unchanged', '4 1003 unchanged']);
    assert.deepEqual(await storedRows(hotelId), stored, 'the same rows, not even updated_at moved');
    const audit = await auditRows(hotelId);
    assert.deepEqual(
      audit.map((row) => [row.operation, row.target, row.after]),
      [
        [
          'reservationImport.apply',
          'reservations/csv',
          { created: ['1001', '1002', '1003'], updated: [], unchanged: 0 },
        ],
      ],
    );
  });

  it('reads the file with a byte order mark and in Shift_JIS as the same rows', async () => {
    const { hotelId, token } = await hotelWithManager();
    await apply(token, SAMPLE);
    const stored = await storedRows(hotelId);
    for (const bytes of [Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(SAMPLE)]), shiftJis(SAMPLE)]) {
      const answer = await apply(token, bytes);
      assert.equal(answer.status, 200);
      assert.deepEqual(outcomes(answer.body.rows), ['2 1001 unchanged', '3 1002 unchanged', '4 1003 unchanged']);
    }
    assert.deepEqual(await storedRows(hotelId), stored);
  });

  it('takes English headers, updates a changed row by one revision, and names each bad row’s problems', async () => {
    const { hotelId, token } = await hotelWithManager();
    await apply(token, SAMPLE);
    const english = [
      'Booking number,Check-in date,Nights,Guests,Guest name,Telephone,Room type,Memo',
      '1001,2026-08-01,3,2,山田 太郎,09012345678,スタンダードダブル,late arrival',
    ].join('\n');
    const changed = await apply(token, english);
    assert.deepEqual(outcomes(changed.body.rows), ['2 1001 update']);
    const yamada = (await storedRows(hotelId)).reservations[0]!;
    assert.deepEqual([yamada.nights, yamada.external_revision, yamada.plan_ja], [3, 2, null]);

    const before = await storedRows(hotelId);
    const bad = [
      HEADER,
      '2001,予約,2026/02/30,0,2,,,,,abc,,,,スタンダードダブル,,,1,,たぶん',
      '2002,保留,2026/09/01,1,2,"名前, 長い",,,,0312345678,,,,シングル,,,1,12x,',
      '1002,予約,2026/08/03,1,1,Emily Clark,,,,14155550100,,,,シングル,SGL,305,1,9800,はい,extra',
      '2003,予約,2026/09/02,1,1,重複,,,,0311112222,,,,シングル,,,,,',
      '2003,予約,2026/09/03,1,1,重複,,,,0311112222,,,,シングル,,,,,',
    ].join('\r\n');
    const seen = await preview(token, bad);
    const rows = seen.body.rows as Row[];
    assert.deepEqual(outcomes(rows), ['2 2001 error', '3 2002 error', '4 1002 error', '5 2003 create', '6 2003 error']);
    assert.deepEqual(rows[0]!.problems, [
      { column: 'checkinDate', code: 'invalid_date' },
      { column: 'nights', code: 'out_of_range' },
      { column: 'guestName', code: 'required' },
      { column: 'telephone', code: 'invalid_telephone' },
      { column: 'payAtFrontDesk', code: 'invalid_value' },
    ]);
    assert.deepEqual(rows[1]!.problems, [
      { column: 'status', code: 'invalid_value' },
      { column: 'amount', code: 'invalid_number' },
    ]);
    assert.deepEqual(rows[2]!.problems, [{ code: 'extra_cells' }]);
    assert.deepEqual(rows[4]!.problems, [{ column: 'bookingNumber', code: 'duplicate_booking_number' }]);

    const refused = await apply(token, bad);
    assert.equal(refused.body.applied, false, 'a file with an error is not applied at all');
    assert.deepEqual(outcomes(refused.body.rows), outcomes(rows));
    assert.deepEqual(await storedRows(hotelId), before);
  });

  it('never writes over a reservation the PMS pushed: its booking number is the row’s error', async () => {
    const { hotelId, token } = await hotelWithManager();
    const { key } = await createKey(token, ['reservations']);
    await put(key, 'PMS-1', pmsReservation({ bookingNumber: '1002', revision: 7 }));
    const before = await storedRows(hotelId);
    const answer = await apply(token, SAMPLE);
    assert.equal(answer.body.applied, false);
    assert.deepEqual((answer.body.rows as Row[])[1]!.problems, [
      { column: 'bookingNumber', code: 'booking_number_taken' },
    ]);
    assert.deepEqual(await storedRows(hotelId), before);
  });

  it('refuses a file too large, with too many rows, without a required column, or not text', async () => {
    const { token } = await hotelWithManager();
    const big = await preview(token, Buffer.alloc(IMPORT_MAX_BYTES + 1, 'a'));
    assert.deepEqual([big.status, big.body.code], [413, 'import_too_large']);
    const row = '9,2026-08-01,1,1,名前,0311112222,シングル';
    const many = ['Booking number,Check-in date,Nights,Guests,Guest name,Telephone,Room type']
      .concat(Array.from({ length: IMPORT_MAX_ROWS + 1 }, () => row))
      .join('\n');
    const tooMany = await preview(token, many);
    assert.deepEqual([tooMany.status, tooMany.body.code], [413, 'import_too_large']);
    const missing = await preview(token, 'Booking number,Nights\n1,1\n');
    assert.deepEqual([missing.status, missing.body.code], [400, 'import_missing_columns']);
    const binary = await preview(token, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0xfe, 0xfd]));
    assert.deepEqual([binary.status, binary.body.code], [400, 'import_unreadable']);
    const quote = await preview(token, `${HEADER}\n"1001,`);
    assert.deepEqual([quote.status, quote.body.code], [400, 'import_unreadable']);
  });
});
