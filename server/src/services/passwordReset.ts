import { randomBytes } from 'node:crypto';
import type { Language } from '../contract.ts';
import type { Db } from '../db/database.ts';
import { hotelExists } from '../db/repositories/hotels.ts';
import * as users from '../db/repositories/users.ts';
import { HttpError } from '../errors.ts';
import { hashToken } from '../web/security.ts';
import type { Mailer } from './mail.ts';
import { hashPassword, requireStrongPassword } from './passwords.ts';
import { requireHotel } from './hotelScope.ts';
import { resetMail } from './resetMail.ts';
import { takeAttempt, tryAttempt } from './throttle.ts';

/** Reset links are valid for 30 minutes and work once. */
const RESET_MINUTES = 30;

export interface ResetMailing {
  mailer: Mailer;
  /** Base URL of the app, for the link in the mail. */
  publicUrl: string;
}

/** The client address a request came from, and the multiplier of its limits (1 in service). */
export interface Caller {
  address: string;
  addressLimitFactor: number;
}

interface Member {
  id: number;
  email: string;
  language: Language;
}

/** One reset mail a minute per account (the SPA's resend wait). */
const mailRule = (email: string) => ({
  bucket: `reset:account:${users.normaliseEmail(email)}`,
  limit: 1,
  windowMs: 60_000,
});

/** Mails a single-use reset link (valid 30 minutes) to a member. */
async function sendResetMail(
  db: Db,
  { mailer, publicUrl }: ResetMailing,
  user: Member,
  query: { hotelId?: string; lang?: Language },
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await users.createResetToken(db, user.id, hashToken(token), new Date(Date.now() + RESET_MINUTES * 60_000));
  const language = query.lang ?? user.language;
  const link = new URL(`/reset-password/${token}`, publicUrl);
  link.searchParams.set('email', user.email);
  if (query.hotelId) link.searchParams.set('hotelId', query.hotelId);
  link.searchParams.set('lang', language);
  await mailer.send(resetMail(user.email, link.toString(), language, RESET_MINUTES));
}

/**
 * A migrated account must set a password first (checkEmail's "reset"). Asking again within the
 * minute (the guest went back and tapped Next again) shows the same modal without another mail.
 */
export async function mailMigratedMember(
  db: Db,
  mailing: ResetMailing,
  user: Member & { email_normalized: string },
  { hotelId, lang }: { hotelId?: string; lang?: Language },
): Promise<void> {
  if (!(await tryAttempt(db, [mailRule(user.email_normalized)]))) return;
  // An unknown hotel is left out of the link rather than refused: the mail still helps.
  const knownHotel = hotelId && (await hotelExists(db, hotelId)) ? hotelId : undefined;
  await sendResetMail(db, mailing, user, { hotelId: knownHotel, lang });
}

/** forgotPassword: the same outcome for known and unknown emails; one mail a minute per account. */
export async function forgotPassword(
  db: Db,
  mailing: ResetMailing,
  { email, hotelId, lang }: { email: string; hotelId: string; lang?: Language },
  { address, addressLimitFactor }: Caller,
): Promise<void> {
  await requireHotel(db, hotelId);
  await takeAttempt(db, [mailRule(email), { bucket: `reset:ip:${address}`, limit: 20 * addressLimitFactor }]);
  const user = await users.findUserByEmail(db, email);
  if (user) await sendResetMail(db, mailing, user, { hotelId, lang });
}

/** Sets the new password once per token; the member's other sessions end; no sign-in. */
export async function resetPassword(
  db: Db,
  { token, email, password, confirmation }: { token: string; email: string; password: string; confirmation: string },
  { address, addressLimitFactor }: Caller,
): Promise<void> {
  requireStrongPassword(password);
  if (password !== confirmation) throw new HttpError(400, 'Passwords do not match.', 'password_mismatch');
  const takeBack = await takeAttempt(db, [{ bucket: `reset-confirm:ip:${address}`, limit: 20 * addressLimitFactor }]);
  const done = await users.resetPasswordWithToken(db, hashToken(token), email, await hashPassword(password));
  if (!done) {
    throw new HttpError(400, 'This link is invalid or has expired. Please ask for a new one.', 'invalid_token');
  }
  await takeBack();
}
