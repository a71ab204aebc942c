import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import type { Db } from '../db/database.ts';
import * as register from '../db/repositories/guestRegister.ts';
import * as hotels from '../db/repositories/hotels.ts';
import { HttpError, hotelNotFound, numericId } from '../errors.ts';
import { toCsv } from './csv.ts';
import { passportNotFound } from './guestRegister.ts';
import { addDays, daysBetween, localDateTime, zonedInstant } from './hotelTime.ts';
import { PassportKeyMissingError, type RegisterCipher } from './registerCrypto.ts';

/** The longest range listed or exported at once, both days included. */
export const MAX_RANGE_DAYS = 366;

/** The columns the Hotel Business Act names, as the contract's export has them. */
export const EXPORT_HEADER = [
  '宿泊日',
  '出発日',
  'チェックインID',
  '氏名',
  '住所',
  '連絡先',
  '国籍',
  '旅券番号',
  '旅券写し',
];
/** The passport copy column: kept (the photo is read on the front-desk page, recorded). */
const COPY_KEPT = '有';

/**
 * A sealed value opened with the server's keys. A row sealed with a key the server was not given is
 * the operator's to fix (PASSPORT_ENCRYPTION_OLD_KEYS): 503 `passport_key_missing`, whose detail and
 * log line name the key ids only, never anything of the passport.
 */
function unseal(cipher: RegisterCipher, sealed: Uint8Array, keyId: string): Buffer {
  try {
    return cipher.decrypt(sealed, keyId);
  } catch (error) {
    if (error instanceof PassportKeyMissingError) throw new HttpError(503, error.message, 'passport_key_missing');
    throw error;
  }
}

countries.registerLocale(createRequire(import.meta.url)('i18n-iso-countries/langs/ja.json'));

/** The nationality as the hotel reads it in the CSV: the country's Japanese name and its code. */
export function nationalityText(nationality: string | null): string | null {
  if (nationality === null) return null;
  if (nationality === 'JPN') return '日本';
  if (nationality === 'NJP') return '外国籍（日本国内に住所あり）';
  const name = countries.getName(nationality, 'ja');
  return name ? `${name}（${nationality}）` : nationality;
}

export interface Staff {
  id: number;
  hotelId: string;
}

/** The hotel and the instants of its check-in dates from..to (both included), or 400 date_range_invalid. */
async function hotelRange(db: Db, hotelId: string, from: string, to: string) {
  const days = daysBetween(from, to);
  if (!(days >= 0 && days < MAX_RANGE_DAYS)) {
    throw new HttpError(
      400,
      `The range must run forward from "from" to "to" and span at most ${MAX_RANGE_DAYS} days.`,
      'date_range_invalid',
    );
  }
  const hotel = await hotels.findHotel(db, hotelId);
  if (!hotel) throw hotelNotFound(hotelId);
  return {
    timeZone: hotel.time_zone,
    start: zonedInstant(from, '00:00', hotel.time_zone),
    end: zonedInstant(addDays(to, 1), '00:00', hotel.time_zone),
  };
}

type EntryRow = Awaited<ReturnType<typeof register.listEntries>>[number];

/** The contract's RegisterEntry: dates on the hotel's clock, the passport masked. */
function toRegisterEntry(row: EntryRow, timeZone: string) {
  return {
    entryId: String(row.id),
    checkinId: String(row.checkin_id),
    checkinCode: row.checkin_code,
    checkinDate: localDateTime(new Date(row.arrival), timeZone).date,
    checkoutDate: row.checked_out_at ? localDateTime(new Date(row.checked_out_at), timeZone).date : null,
    guest: row.guest,
    name: row.name,
    address: row.address,
    telephone: row.telephone,
    nationality: row.nationality,
    residesInJapan: row.resides_in_japan,
    passport: row.passport_masked ? { maskedNumber: row.passport_masked } : null,
  };
}

/** The register of the staff's hotel for check-in dates from..to (listFrontDeskRegister). */
export async function listRegister(db: Db, staff: Staff, from: string, to: string) {
  const range = await hotelRange(db, staff.hotelId, from, to);
  const rows = await register.listEntries(db, staff.hotelId, range.start, range.end);
  return rows.map((row) => toRegisterEntry(row, range.timeZone));
}

/** The register as CSV with the passport numbers in full (exportFrontDeskRegister), recorded. */
export async function exportRegister(db: Db, cipher: RegisterCipher, staff: Staff, from: string, to: string) {
  const range = await hotelRange(db, staff.hotelId, from, to);
  const rows = await register.listEntries(db, staff.hotelId, range.start, range.end, true);
  const lines = rows.map((row) => {
    const entry = toRegisterEntry(row, range.timeZone);
    const number =
      row.passport_ciphertext && row.key_id ? unseal(cipher, row.passport_ciphertext, row.key_id).toString() : null;
    return [
      entry.checkinDate,
      entry.checkoutDate,
      entry.checkinCode,
      entry.name,
      entry.address,
      entry.telephone,
      nationalityText(entry.nationality),
      number,
      row.image_type ? COPY_KEPT : null,
    ];
  });
  await register.recordAccess(db, {
    staff_id: staff.id,
    hotel_id: staff.hotelId,
    action: 'export',
    from_date: from,
    to_date: to,
  });
  return { filename: `guest-register-${staff.hotelId}-${from}-${to}.csv`, csv: toCsv([EXPORT_HEADER, ...lines]) };
}

/** One entry's passport, decrypted, for the staff's hotel only (getFrontDeskPassport), recorded. */
export async function openPassport(db: Db, cipher: RegisterCipher, staff: Staff, entryIdText: string) {
  const entryId = numericId(entryIdText);
  const row = entryId === null ? undefined : await register.findPassport(db, staff.hotelId, entryId);
  if (!row?.passport_ciphertext || !row.image_ciphertext || !row.image_type || !row.key_id || !row.nationality) {
    throw passportNotFound();
  }
  const passport = {
    entryId: String(row.id),
    nationality: row.nationality,
    passportNumber: unseal(cipher, row.passport_ciphertext, row.key_id).toString(),
    image: { type: row.image_type, data: unseal(cipher, row.image_ciphertext, row.key_id).toString('base64') },
  };
  await register.recordAccess(db, {
    staff_id: staff.id,
    hotel_id: staff.hotelId,
    entry_id: row.id,
    action: 'view_passport',
  });
  return passport;
}
