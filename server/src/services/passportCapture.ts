import type { Schema } from '../contract.ts';
import type { Db } from '../db/database.ts';
import { insertCapture } from '../db/repositories/guestRegister.ts';
import { HttpError } from '../errors.ts';
import { requireHotel } from './hotelScope.ts';
import { decodePassportImage } from './passportImage.ts';
import type { RegisterCipher } from './registerCrypto.ts';
import { takeAttempt } from './throttle.ts';

/** A capture not taken by a check-in within this time is not found by it, and the upkeep deletes it. */
export const CAPTURE_LIFETIME_MS = 24 * 60 * 60_000;
/** Captures per member and hour (the contract's limit). */
export const CAPTURES_PER_HOUR = 20;

/** The number as the guest's screens may show it: all but the last 3 characters as asterisks. */
export const maskPassportNumber = (passportNumber: string) =>
  '*'.repeat(Math.max(0, passportNumber.length - 3)) + passportNumber.slice(-3);

/**
 * A foreign guest's passport for the hotel's guest register (createPassportCapture): the number and
 * the photo stored encrypted, to be taken by the member's check-in (services/guestRegister.ts).
 * Nothing of the input is quoted in an error or a log.
 */
export async function capturePassport(
  db: Db,
  cipher: RegisterCipher,
  userId: number,
  input: Schema<'PassportCaptureInput'>,
) {
  await requireHotel(db, input.hotelId);
  // No country code list is installed (ISO 3166-1): the contract's pattern checks the form only.
  if (input.nationality === 'JPN') {
    throw new HttpError(
      400,
      'A passport is asked of guests who are not Japanese nationals: nationality must not be JPN.',
      'validation_error',
    );
  }
  const image = decodePassportImage(input.image);
  await takeAttempt(db, [{ bucket: `passport-capture:user:${userId}`, limit: CAPTURES_PER_HOUR, windowMs: 3_600_000 }]);
  const maskedNumber = maskPassportNumber(input.passportNumber);
  const passportId = await insertCapture(db, {
    user_id: userId,
    hotel_id: input.hotelId,
    nationality: input.nationality,
    number_ciphertext: cipher.encrypt(Buffer.from(input.passportNumber, 'utf8')),
    number_masked: maskedNumber,
    image_ciphertext: cipher.encrypt(image),
    image_type: input.image.type,
    key_id: cipher.keyId,
  });
  return { passportId, nationality: input.nationality, maskedNumber };
}
