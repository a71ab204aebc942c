import type { Insertable } from 'kysely';
import type { Schema } from '../contract.ts';
import type { Db } from '../db/database.ts';
import * as register from '../db/repositories/guestRegister.ts';
import type { GuestRegisterTable } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { CAPTURE_LIFETIME_MS } from './passportCapture.ts';

const invalid = (message: string) => new HttpError(400, message, 'validation_error');
export const passportNotFound = () => new HttpError(404, 'This passport was not found.', 'passport_not_found');

/**
 * The checks of `guestRegister` that need no database, before anything is written: a guest number
 * names the representative (0) or a companion, once; a passport is named once; a representative who
 * is a foreign national without an address in Japan gives one (400 passport_required).
 */
export function checkGuestRegister(details: Schema<'SmartCheckinDetails'>, input: Schema<'GuestRegisterInput'>) {
  const guests = new Set<number>();
  const passports = new Set<string>();
  for (const { guest, passportId } of input.passports) {
    if (guest > details.accompany.length) {
      throw invalid(`guestRegister names guest ${guest}, but there are ${details.accompany.length} companions.`);
    }
    if (guests.has(guest)) throw invalid(`guestRegister names guest ${guest} more than once.`);
    if (passports.has(passportId)) throw invalid('guestRegister names one passport for two guests.');
    guests.add(guest);
    passports.add(passportId);
  }
  const nationality = details.user.nationality;
  if (nationality === 'JPN' && guests.has(0)) {
    throw invalid('The representative is a Japanese national: guest 0 takes no passport.');
  }
  if (nationality === 'NJP' && !input.residesInJapan && !guests.has(0)) {
    throw new HttpError(
      400,
      'A guest who is not a Japanese national and has no address in Japan must give their passport.',
      'passport_required',
    );
  }
}

const fullName = (person: { surname: string; name: string }) => `${person.surname.trim()} ${person.name.trim()}`;

/**
 * Writes the check-in's guest register in its transaction: the representative from the submitted
 * profile, each companion by name, and each named passport capture moved in (still encrypted) and
 * taken out of the captures. A capture that is not the member's, of another hotel, already taken or
 * older than 24 hours gives 404 passport_not_found (and the check-in is not stored). The entries
 * are kept as long as their check-in (services/retention.ts) and purged with it.
 */
export async function writeGuestRegister(
  trx: Db,
  c: {
    checkinId: number;
    userId: number;
    hotelId: string;
    details: Schema<'SmartCheckinDetails'>;
    input: Schema<'GuestRegisterInput'>;
  },
): Promise<void> {
  const { details, input } = c;
  const captures = await register.takeCaptures(
    trx,
    input.passports.map((p) => p.passportId),
    { userId: c.userId, hotelId: c.hotelId, since: new Date(Date.now() - CAPTURE_LIFETIME_MS) },
  );
  if (captures.length !== input.passports.length) throw passportNotFound();
  const captureOf = (guest: number) => {
    const named = input.passports.find((p) => p.guest === guest);
    return named && captures.find((capture) => capture.id === named.passportId);
  };
  const passportColumns = (capture: NonNullable<ReturnType<typeof captureOf>>) => ({
    nationality: capture.nationality,
    resides_in_japan: false,
    passport_ciphertext: capture.number_ciphertext,
    passport_masked: capture.number_masked,
    image_ciphertext: capture.image_ciphertext,
    image_type: capture.image_type,
    key_id: capture.key_id,
  });

  const { user } = details;
  const common = { checkin_id: c.checkinId, hotel_id: c.hotelId };
  const representative = captureOf(0);
  const entries: Insertable<GuestRegisterTable>[] = [
    {
      ...common,
      guest: 0,
      name: fullName(user),
      address: user.address.trim(),
      telephone: user.telephone,
      nationality: user.nationality,
      // Asked of foreign nationals only.
      resides_in_japan: user.nationality === 'NJP' ? input.residesInJapan : null,
      ...(representative && passportColumns(representative)),
    },
    ...details.accompany.map((companion, index) => {
      const capture = captureOf(index + 1);
      return { ...common, guest: index + 1, name: fullName(companion), ...(capture && passportColumns(capture)) };
    }),
  ];
  await register.insertEntries(trx, entries);
}
