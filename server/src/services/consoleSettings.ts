import type { Schema } from '../contract.ts';
import type { Db } from '../db/database.ts';
import { compact, readSetupHotel, readSetupPages } from '../db/repositories/hotelSetupRead.ts';
import { writeAccess, writeHotel } from '../db/repositories/hotelSetupWrite.ts';
import { invalidField, notFound } from '../errors.ts';
import { recordChange } from './auditLog.ts';
import { editConflict, lockHotel, versionOf } from './editVersion.ts';
import { isTimeZone } from './hotelSetup.ts';
import type { SignedInStaff } from './staffRoles.ts';

/**
 * The hotel's settings in the managers' console (issue 32): the part of the hotel file's `hotel` a
 * manager edits (names, address, telephone, time zone, check-in window, invoice registration,
 * pictures), read
 * and written through the hotel file's own repository (hotelSetupRead/Write.ts), with a version check
 * (editVersion.ts) and an audit row.
 */
type Settings = Schema<'HotelSettingsFields'>;
type SetupHotel = Awaited<ReturnType<typeof readSetupHotel>> & object;
type Images = NonNullable<SetupHotel['images']>;

function settingsOf(hotel: SetupHotel): Settings {
  return compact({
    name: hotel.name,
    nameLatin: hotel.nameLatin,
    address: hotel.address ?? null,
    addressLatin: hotel.addressLatin ?? null,
    telephone: hotel.telephone ?? null,
    timeZone: hotel.timeZone,
    checkinWindow: hotel.checkinWindow,
    invoice: hotel.invoice ?? null,
    images: hotel.images ?? null,
  });
}

/** The pictures sent, an empty one left out; none at all is no `images`. */
function imagesOf(input: Settings['images']): Images | null {
  const images: Images = compact({
    hero: input?.hero || null,
    logo: input?.logo || null,
    recommend: input?.recommend || null,
    food: input?.food || null,
    play: input?.play || null,
    shopping: input?.shopping || null,
  });
  return Object.keys(images).length > 0 ? images : null;
}

/** What the manager sent, trimmed; an empty address or picture is none. */
function cleaned(input: Settings): Settings {
  const text = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim());
  return compact({
    name: input.name.trim(),
    nameLatin: input.nameLatin.trim(),
    address: text(input.address),
    addressLatin: text(input.addressLatin),
    telephone: text(input.telephone),
    timeZone: input.timeZone,
    checkinWindow: input.checkinWindow,
    invoice: input.invoice
      ? compact({ registrationNumber: input.invoice.registrationNumber, issuerName: text(input.invoice.issuerName) })
      : null,
    images: imagesOf(input.images),
  });
}

async function currentHotel(db: Db, hotelId: string): Promise<SetupHotel> {
  const hotel = await readSetupHotel(db, hotelId);
  // The staff member's hotel was removed meanwhile.
  if (!hotel) throw notFound('The hotel was not found.', 'hotel_not_found');
  return hotel;
}

export async function getSettings(db: Db, staff: SignedInStaff) {
  const settings = settingsOf(await currentHotel(db, staff.hotelId));
  return { version: versionOf(settings), settings };
}

export async function updateSettings(db: Db, staff: SignedInStaff, version: string, input: Settings) {
  const settings = cleaned(input);
  if (settings.name === '') throw invalidField('settings.name', 'must not be empty');
  if (settings.nameLatin === '') throw invalidField('settings.nameLatin', 'must not be empty');
  if (!isTimeZone(settings.timeZone)) throw invalidField('settings.timeZone', 'is not an IANA time zone');
  const hotelId = staff.hotelId;
  const saved = await db.transaction().execute(async (trx) => {
    await lockHotel(trx, hotelId);
    const hotel = await currentHotel(trx, hotelId);
    const before = settingsOf(hotel);
    if (versionOf(before) !== version) throw editConflict();
    const { address, addressLatin, telephone, invoice, images, ...required } = settings;
    // The fields the console does not edit (front-desk hours, the recommendation link...) stay as they are.
    const next = { ...hotel, ...required, address, addressLatin, telephone, invoice, images };
    await writeHotel(trx, { hotel: next });
    const pages = await readSetupPages(trx, hotelId);
    await writeAccess(trx, hotelId, pages.access, next);
    const after = settingsOf(next);
    await recordChange(trx, {
      hotelId,
      actor: { staffId: staff.id, email: staff.email },
      operation: 'hotel.updateSettings',
      target: `hotel/${hotelId}`,
      before,
      after,
    });
    return after;
  });
  return { version: versionOf(saved), settings: saved };
}
