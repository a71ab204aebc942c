import { randomBytes } from 'node:crypto';
import type { Language, OperationRequest } from '../contract.ts';
import type { Db } from '../db/database.ts';
import { hotelExists } from '../db/repositories/hotels.ts';
import * as users from '../db/repositories/users.ts';
import { HttpError } from '../errors.ts';
import { bearerToken, hashToken } from '../web/security.ts';
import { dummyPasswordHash, hashPassword, isStrongPassword, verifyPassword } from '../services/passwords.ts';
import type { IdentityVerifier } from '../services/identity.ts';
import type { Mailer } from '../services/mail.ts';
import { resetMail } from '../services/resetMail.ts';
import { clearAttempts, takeAttempt, tryAttempt } from '../services/throttle.ts';
import { requireHotel } from './hotelScope.ts';
import { toUser } from './users.ts';

/** Access tokens: 256 random bits, stored hashed, valid 30 days unless revoked. */
const SESSION_DAYS = 30;

/** Spec doc 1 §8: code invalid_password and its message. */
const INVALID_PASSWORD =
  'Please set the password with 8 characters or more using lowercase, uppercase characters, and number.';
/** Spec doc 1 §8: the sign-in failure message. */
const WRONG_EMAIL_OR_PASSWORD = 'Wrong email or password.';

async function issueToken(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await users.createSession(db, userId, hashToken(token), new Date(Date.now() + SESSION_DAYS * 86_400_000));
  return token;
}

/** Failed sign-ins are limited per account and per client address; the count lives in the database. */
const loginRules = (email: string, ip: string, perAddress: (limit: number) => number) => [
  { bucket: `login:account:${users.normaliseEmail(email)}`, limit: 5 },
  { bucket: `login:ip:${ip}`, limit: perAddress(20) },
];

/** Reset links are valid for 30 minutes and work once. */
const RESET_MINUTES = 30;

export interface AuthOptions {
  mailer: Mailer;
  /** Checks social sign-in ID tokens (an OIDC provider, or the development one). */
  identity: IdentityVerifier;
  /** Base URL of the app, for links in mails. */
  publicUrl: string;
  /** Multiplies the per-address limits (tests send everything from one address); 1 in service. */
  addressLimitFactor?: number;
}

/** Email sign-in, registration, password reset and sign-out (spec doc 1 §4, §7). */
export function createAuthHandlers(db: Db, { mailer, publicUrl, identity, addressLimitFactor = 1 }: AuthOptions) {
  const perAddress = (limit: number) => limit * addressLimitFactor;

  /** Mails a single-use reset link (valid 30 minutes) to a member. */
  async function sendResetMail(
    user: { id: number; email: string; language: Language },
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

  return {
    /** exists: sign in with a password; reset: a migrated account, sent a reset mail; new: register. */
    async checkEmail(request: OperationRequest<'checkEmail'>) {
      const { email, hotelId, lang } = request.body;
      const rules = [{ bucket: `check-email:ip:${request.ip}`, limit: perAddress(60) }];
      await takeAttempt(db, rules);
      const user = await users.findUserByEmail(db, email);
      if (!user) return { status: 'new' as const };
      if (user.must_reset_password) {
        // One mail a minute: asking again within the minute (the guest went back and tapped Next
        // again) shows the same modal without another mail.
        const mailRules = [{ bucket: `reset:account:${user.email_normalized}`, limit: 1, windowMs: 60_000 }];
        if (await tryAttempt(db, mailRules)) {
          // An unknown hotel is left out of the link rather than refused: the mail still helps.
          const knownHotel = hotelId && (await hotelExists(db, hotelId)) ? hotelId : undefined;
          await sendResetMail(user, { hotelId: knownHotel, lang });
        }
        return { status: 'reset' as const };
      }
      return { status: 'exists' as const };
    },

    /** The same answer for known and unknown emails; one mail a minute per account (the SPA's resend wait). */
    async forgotPassword(request: OperationRequest<'forgotPassword'>) {
      const { email, hotelId, lang } = request.body;
      await requireHotel(db, hotelId);
      const rules = [
        { bucket: `reset:account:${users.normaliseEmail(email)}`, limit: 1, windowMs: 60_000 },
        { bucket: `reset:ip:${request.ip}`, limit: perAddress(20) },
      ];
      await takeAttempt(db, rules);
      const user = await users.findUserByEmail(db, email);
      if (user) await sendResetMail(user, { hotelId, lang });
      return { status: 'ok' as const };
    },

    /** Sets the new password once per token; the member's other sessions end; no sign-in. */
    async resetPassword(request: OperationRequest<'resetPassword'>) {
      const { token, email, password, password_confirmation: confirmation } = request.body;
      if (!isStrongPassword(password)) throw new HttpError(400, INVALID_PASSWORD, 'invalid_password');
      if (password !== confirmation) throw new HttpError(400, 'Passwords do not match.', 'password_mismatch');
      const rules = [{ bucket: `reset-confirm:ip:${request.ip}`, limit: perAddress(20) }];
      const takeBack = await takeAttempt(db, rules);
      const done = await users.resetPasswordWithToken(db, hashToken(token), email, await hashPassword(password));
      if (!done) {
        throw new HttpError(400, 'This link is invalid or has expired. Please ask for a new one.', 'invalid_token');
      }
      await takeBack();
      return { status: 'ok' as const };
    },

    async register(request: OperationRequest<'register'>) {
      const { email, password, language } = request.body;
      const rules = [{ bucket: `register:ip:${request.ip}`, limit: perAddress(20) }];
      await takeAttempt(db, rules);
      if (!isStrongPassword(password)) throw new HttpError(400, INVALID_PASSWORD, 'invalid_password');
      const user = await users.createUser(db, {
        email: email.trim(),
        password_hash: await hashPassword(password),
        language,
      });
      if (!user) throw new HttpError(409, 'An account with this email address already exists.', 'email_taken');
      return { token: await issueToken(db, user.id) };
    },

    async login(request: OperationRequest<'login'>) {
      const { email, password } = request.body;
      const rules = loginRules(email, request.ip, perAddress);
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
      return { token: await issueToken(db, user.id), user: toUser(user) };
    },

    /** Social sign-in: our own access token for a verified ID token (signature, issuer, audience, expiry). */
    async auth0Callback(request: OperationRequest<'auth0Callback'>) {
      const rules = [{ bucket: `social:ip:${request.ip}`, limit: perAddress(30) }];
      const takeBack = await takeAttempt(db, rules);
      const { token, nonce } = request.body;
      const verified = await identity.verify(token);
      // A token minted for another sign-in (its nonce is not the one this app sent) is refused.
      if (!verified || (nonce !== undefined && verified.nonce !== nonce)) {
        throw new HttpError(401, 'The sign-in could not be verified.', 'invalid_id_token');
      }
      await takeBack();
      const user = await users.findOrCreateSocialUser(db, verified, 'ja');
      return { token: await issueToken(db, user.id), user: toUser(user) };
    },

    async logout(request: OperationRequest<'logout'>) {
      const token = bearerToken(request);
      if (token) await users.revokeSession(db, hashToken(token));
      return { status: 'ok' as const };
    },
  };
}
