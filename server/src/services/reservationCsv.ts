import { parse } from 'csv-parse/sync';
import type { Schema } from '../contract.ts';
import { HttpError } from '../errors.ts';
import type { ReservationValues } from './integrationReservations.ts';

/**
 * A hotel's reservation CSV (issue 33; docs/integration.md "CSV import"): its bytes decoded (UTF-8
 * with or without a byte order mark, else Shift_JIS as Japanese Excel saves it), read by csv-parse,
 * its headers matched in Japanese or English, and each row turned into the integration API's
 * reservation input, or the problems that keep it out, one per column. Nothing here reads the database.
 */

export type Column = Schema<'ReservationImportColumn'>;
export type Problem = Schema<'ReservationImportProblem'>;

export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 2000;

/** Each column's headers in a file, English then Japanese (matched after NFKC, without case, spaces, `-` or `_`). */
export const COLUMN_HEADERS: Record<Column, readonly [string, string]> = {
  bookingNumber: ['Booking number', '予約番号'],
  status: ['Status', '状態'],
  checkinDate: ['Check-in date', 'チェックイン日'],
  nights: ['Nights', '泊数'],
  guestCount: ['Guests', '人数'],
  guestName: ['Guest name', '宿泊者名'],
  guestNameLatin: ['Guest name (Latin)', '宿泊者名（ローマ字）'],
  guestNameKana: ['Guest name (kana)', '宿泊者名（カナ）'],
  holderName: ['Booker name', '予約者名'],
  telephone: ['Telephone', '電話番号'],
  address: ['Address', '住所'],
  plan: ['Plan', 'プラン'],
  planLatin: ['Plan (English)', 'プラン（英語）'],
  roomType: ['Room type', '部屋タイプ'],
  roomTypeCode: ['Room type code', '部屋タイプコード'],
  roomNumber: ['Room number', '部屋番号'],
  roomCount: ['Rooms', '室数'],
  amount: ['Amount', '料金'],
  payAtFrontDesk: ['Pay at front desk', '現地払い'],
};

export const REQUIRED_COLUMNS: readonly Column[] = [
  'bookingNumber',
  'checkinDate',
  'nights',
  'guestCount',
  'guestName',
  'telephone',
  'roomType',
];

/** The folio line's name for the amount of a reservation without a plan. */
export const DEFAULT_CHARGE_NAME = '宿泊料金';

const fold = (header: string) =>
  header
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_-]/g, '');

const HEADER_COLUMN = new Map<string, Column>(
  (Object.entries(COLUMN_HEADERS) as [Column, readonly string[]][]).flatMap(([column, headers]) =>
    [column, ...headers].map((header) => [fold(header), column] as const),
  ),
);

/** One row of the file: its line, its cells by column, and the reservation it makes or its problems. */
export interface CsvRow {
  line: number;
  cells: Partial<Record<Column, string>>;
  values: ReservationValues | null;
  problems: Problem[];
}

const unreadable = (detail: string) => new HttpError(400, detail, 'import_unreadable');
export const tooLarge = (detail: string) => new HttpError(413, detail, 'import_too_large');

/** The file's text: UTF-8 when its bytes are (a byte order mark dropped), else Shift_JIS (Windows-31J). */
export function decodeCsv(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    try {
      text = new TextDecoder('shift_jis', { fatal: true }).decode(bytes);
    } catch {
      throw unreadable('The file is neither UTF-8 nor Shift_JIS text.');
    }
  }
  if (text.includes('\u0000')) throw unreadable('The file holds NUL characters: it is not CSV text.');
  return text;
}

/** Reads the file's rows (its first record names the columns); throws for the file as a whole. */
export function readReservationCsv(bytes: Uint8Array): CsvRow[] {
  if (bytes.length > IMPORT_MAX_BYTES) throw tooLarge(`The file is larger than ${IMPORT_MAX_BYTES} bytes.`);
  let records: { record: string[]; info: { lines: number }; raw: string }[];
  try {
    records = parse(decodeCsv(bytes), {
      info: true,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unreadable(`The file is not CSV: ${(error as Error).message}`);
  }
  const [header, ...body] = records;
  const columns = (header?.record ?? []).map((name) => HEADER_COLUMN.get(fold(name)) ?? null);
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    throw new HttpError(400, `The file has no column ${missing.join(', ')}.`, 'import_missing_columns');
  }
  const twice = columns.find((column, i) => column !== null && columns.indexOf(column) !== i);
  if (twice) throw unreadable(`The file has the column ${twice} twice.`);
  if (body.length > IMPORT_MAX_ROWS) throw tooLarge(`The file has more than ${IMPORT_MAX_ROWS} rows.`);
  return body.map(({ record, info, raw }) => {
    const cells: Partial<Record<Column, string>> = {};
    columns.forEach((column, i) => {
      if (column !== null) cells[column] = record[i] ?? '';
    });
    // The record's first line: its last one less the line breaks inside its cells.
    const line = info.lines - (raw.replace(/\n+$/, '').match(/\n/g)?.length ?? 0);
    const extra = record.slice(columns.length).some((cell) => cell !== '');
    return { line, cells, ...rowValues(cells, extra) };
  });
}

const DATE = /^(\d{4})(?:[-/.](\d{1,2})[-/.](\d{1,2})|年(\d{1,2})月(\d{1,2})日)$/;

/** The row's reservation, or what is wrong with it (each column at most once). */
function rowValues(cells: Partial<Record<Column, string>>, extra: boolean): Pick<CsvRow, 'values' | 'problems'> {
  const problems: Problem[] = extra ? [{ code: 'extra_cells' }] : [];
  const fail = (column: Column, code: Problem['code']) => {
    problems.push({ column, code });
    return null;
  };
  const cell = (column: Column) => (cells[column] ?? '').normalize('NFC');
  const text = (column: Column, max: number, required = false): string | null => {
    const value = cell(column);
    if (value === '') return required ? fail(column, 'required') : null;
    return value.length > max ? fail(column, 'too_long') : value;
  };
  const whole = (column: Column, min: number, max: number, value = cell(column).normalize('NFKC')) => {
    if (value === '') return fail(column, 'required');
    if (!/^-?\d{1,12}$/.test(value)) return fail(column, 'invalid_number');
    const number = Number(value);
    return number < min || number > max ? fail(column, 'out_of_range') : number;
  };
  const word = <T>(column: Column, words: Record<string, T>, empty: T): T | null => {
    const value = fold(cell(column));
    if (value === '') return empty;
    return value in words ? words[value]! : fail(column, 'invalid_value');
  };

  const bookingNumber = text('bookingNumber', 40, true);
  const status = word('status', STATUS_WORDS, 'booked' as const);
  const checkinDate = date(cell('checkinDate'), fail);
  const nights = whole('nights', 1, 365);
  const guestCount = whole('guestCount', 1, 99);
  const guestName = text('guestName', 100, true);
  const guestNameLatin = text('guestNameLatin', 100);
  const guestNameKana = text('guestNameKana', 100);
  const holderName = text('holderName', 100);
  const telephone = cell('telephone')
    .normalize('NFKC')
    .replace(/[\s()+\-‐−ー]/g, '');
  if (telephone === '') fail('telephone', 'required');
  else if (!/^[0-9]{1,20}$/.test(telephone)) fail('telephone', 'invalid_telephone');
  const address = text('address', 200);
  const plan = text('plan', 200);
  const planLatin = text('planLatin', 200);
  const roomType = text('roomType', 100, true);
  const roomTypeCode = text('roomTypeCode', 32);
  const roomNumber = text('roomNumber', 16);
  const roomCount = cell('roomCount') === '' ? 1 : whole('roomCount', 1, 99);
  const amountText = cell('amount')
    .normalize('NFKC')
    .replace(/[\s,¥円]/g, '');
  const amount = amountText === '' ? null : whole('amount', -10_000_000, 10_000_000, amountText);
  const payAtFrontDesk = word('payAtFrontDesk', YES_NO, false);
  if (problems.length > 0) return { values: null, problems };

  const planName = plan ?? planLatin;
  return {
    values: {
      bookingNumber: bookingNumber!,
      status: status!,
      checkinDate: checkinDate!,
      nights: nights!,
      guestCount: guestCount!,
      guest: {
        name: guestName!,
        ...(guestNameLatin === null ? {} : { nameLatin: guestNameLatin }),
        ...(guestNameKana === null ? {} : { nameKana: guestNameKana }),
      },
      ...(holderName === null ? {} : { holder: { name: holderName } }),
      telephone,
      ...(address === null ? {} : { address }),
      ...(planName === null ? {} : { plan: { ja: planName, ...(planLatin === null ? {} : { en: planLatin }) } }),
      rooms: [
        {
          typeName: roomType!,
          typeCode: roomTypeCode ?? roomType!.slice(0, 32),
          roomNumber,
          count: roomCount!,
        },
      ],
      charges:
        amount === null
          ? []
          : [
              {
                date: checkinDate!,
                name: (planName ?? DEFAULT_CHARGE_NAME).slice(0, 100),
                quantity: 1,
                unitPrice: amount,
                taxRate: 10,
              },
            ],
      payAtFrontDesk: payAtFrontDesk!,
    },
    problems,
  };
}

const STATUS_WORDS: Record<string, 'booked' | 'cancelled'> = {
  booked: 'booked',
  予約: 'booked',
  cancelled: 'cancelled',
  canceled: 'cancelled',
  キャンセル: 'cancelled',
  取消: 'cancelled',
  取り消し: 'cancelled',
};

const YES_NO: Record<string, boolean> = {
  yes: true,
  true: true,
  '1': true,
  はい: true,
  '○': true,
  〇: true,
  no: false,
  false: false,
  '0': false,
  いいえ: false,
  '×': false,
};

/** A date as Excel writes it (2026/05/01, 2026-5-1, 2026年5月1日) as the contract's YYYY-MM-DD. */
function date(value: string, fail: (column: Column, code: Problem['code']) => null): string | null {
  const folded = value.normalize('NFKC');
  if (folded === '') return fail('checkinDate', 'required');
  const match = DATE.exec(folded);
  if (!match) return fail('checkinDate', 'invalid_date');
  const [year, month, day] = [match[1], match[2] ?? match[4], match[3] ?? match[5]].map(Number) as [
    number,
    number,
    number,
  ];
  const at = new Date(Date.UTC(year, month - 1, day));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) {
    return fail('checkinDate', 'invalid_date');
  }
  return at.toISOString().slice(0, 10);
}
