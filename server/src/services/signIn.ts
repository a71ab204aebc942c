import { randomBytes } from 'node:crypto';
import type { Language } from '../contract.ts';
import type { Db } from '../db/database.ts';
import * as users from '../db/repositories/users.ts';
import { HttpError } from '../errors.ts';
import { hashToken } from '../web/security.ts';
import type { IdentityVerifier } from './identity.ts';
import { dummyPasswordHash, hashPassword, requireStrongPassword, verifyPassword } from './passwords.ts';
import { mailMigratedMember, type Caller, type ResetMailing } from './passwordReset.ts';
import { clearAttempts, takeAttempt } from './throttle.ts';

/** Access tokens: 256 random bits, stored hashed, valid 30 days unless revoked. */
const SESSION_DAYS = 30;

/** Spec doc 1 §8: the sign-in failure message. */
const WRONG_EMAIL_OR_PASSWORD = 'Wrong email or password.';

async function issueToken(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await users.createSession(db, userId, hashToken(token), new Date(Date.now() + SESSION_DAYS * 86_400_000));
  return token;
}

/**
 * The email step (spec doc 1 §4): exists, sign in with a password; reset, a migrated account, sent
 * a reset mail; new, register.
 */
export async function checkEmail(
  db: Db,
  mailing: ResetMailing,
  { email, hotelId, lang }: { email: string; hotelId?: string; lang?: Language },
  { address, addressLimitFactor }: Caller,
): Promise<'new' | 'reset' | 'exists'> {
  await takeAttempt(db, [{ bucket: `check-email:ip:${address}`, limit: 60 * addressLimitFactor }]);
  const user = await users.findUserByEmail(db, email);
  if (!user) return 'new';
  if (!user.must_reset_password) return 'exists';
  await mailMigratedMember(db, mailing, user, { hotelId, lang });
  return 'reset';
}

/** A new member with a password, signed in. */
export async function register(
  db: Db,
  { email, password, language }: { email: string; password: string; language: Language },
  { address, addressLimitFactor }: Caller,
): Promise<string> {
  await takeAttempt(db, [{ bucket: `register:ip:${address}`, limit: 20 * addressLimitFactor }]);
  requireStrongPassword(password);
  const user = await users.createUser(db, {
    email: email.trim(),
    password_hash: await hashPassword(password),
    language,
  });
  if (!user) throw new HttpError(409, 'An account with this email address already exists.', 'email_taken');
  return issueToken(db, user.id);
}

/** Failed sign-ins are limited per account and per client address; the count lives in the database. */
export async function signIn(
  db: Db,
  { email, password }: { email: string; password: string },
  { address, addressLimitFactor }: Caller,
) {
  const rules = [
    { bucket: `login:account:${users.normaliseEmail(email)}`, limit: 5 },
    { bucket: `login:ip:${address}`, limit: 20 * addressLimitFactor },
  ];
  // Counted as a failure before the password is checked, so that guesses sent at once cannot
  // all be checked before the first is counted; taken back when the password is right.
  const takeBack = await takeAttempt(db, rules);
  const user = await users.findUserByEmail(db, email);
  // The same work whether or not the email has an account: the answer time tells nothing.
  const valid = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
  if (!user || !user.password_hash || !valid) {
    throw new HttpError(400, WRONG_EMAIL_OR_PASSWORD, 'wrong_email_or_password');
  }
  await takeBack();
  await clearAttempts(db, rules[0]!.bucket);
  return { token: await issueToken(db, user.id), user };
}

/** Social sign-in: our own access token for a verified ID token (signature, issuer, audience, expiry). */
export async function socialSignIn(
  db: Db,
  identity: IdentityVerifier,
  { token, nonce }: { token: string; nonce?: string },
  { address, addressLimitFactor }: Caller,
) {
  const takeBack = await takeAttempt(db, [{ bucket: `social:ip:${address}`, limit: 30 * addressLimitFactor }]);
  const verified = await identity.verify(token);
  // A token minted for another sign-in (its nonce is not the one this app sent) is refused.
  if (!verified || (nonce !== undefined && verified.nonce !== nonce)) {
    throw new HttpError(401, 'The sign-in could not be verified.', 'invalid_id_token');
  }
  await takeBack();
  const user = await users.findOrCreateSocialUser(db, verified, 'ja');
  return { token: await issueToken(db, user.id), user };
}

/** Ends the session of this access token (nothing when there is none). */
export async function signOut(db: Db, token: string | null): Promise<void> {
  if (token) await users.revokeSession(db, hashToken(token));
}
