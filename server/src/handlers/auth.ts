import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import * as users from '../db/repositories/users.ts';
import { HttpError, notFound } from '../errors.ts';
import { bearerToken, hashToken } from '../security.ts';
import { dummyPasswordHash, hashPassword, passwordProblem, verifyPassword } from '../services/passwords.ts';
import { assertNotThrottled, clearAttempts, recordAttempts } from '../services/throttle.ts';
import { toUser } from './users.ts';

type Language = 'ja' | 'en' | 'zh' | 'ko';

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
const loginRules = (email: string, ip: string) => [
  { bucket: `login:account:${users.normaliseEmail(email)}`, limit: 5 },
  { bucket: `login:ip:${ip}`, limit: 20 },
];

/** Email sign-in, registration, sign-out and the member's own profile (spec doc 1 §4, §7). */
export function createAuthHandlers(db: Db) {
  return {
    async register(request: FastifyRequest<{ Body: { email: string; password: string; language: Language } }>) {
      const { email, password, language } = request.body;
      const rules = [{ bucket: `register:ip:${request.ip}`, limit: 20 }];
      await assertNotThrottled(db, rules);
      await recordAttempts(db, rules);
      const problem = passwordProblem(password);
      if (problem) throw new HttpError(400, INVALID_PASSWORD, 'invalid_password');
      const user = await users.createUser(db, {
        email: email.trim(),
        password_hash: await hashPassword(password),
        language,
      });
      if (!user) throw new HttpError(409, 'An account with this email address already exists.', 'email_taken');
      return { token: await issueToken(db, user.id) };
    },

    async login(request: FastifyRequest<{ Body: { email: string; password: string } }>) {
      const { email, password } = request.body;
      const rules = loginRules(email, request.ip);
      await assertNotThrottled(db, rules);
      const user = await users.findUserByEmail(db, email);
      // The same work whether or not the email has an account: the answer time tells nothing.
      const valid = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
      if (!user || !user.password_hash || !valid) {
        await recordAttempts(db, rules);
        throw new HttpError(400, WRONG_EMAIL_OR_PASSWORD, 'wrong_email_or_password');
      }
      await clearAttempts(db, rules[0]!.bucket);
      return { token: await issueToken(db, user.id), user: toUser(user) };
    },

    async logout(request: FastifyRequest) {
      const token = bearerToken(request);
      if (token) await users.revokeSession(db, hashToken(token));
      return { status: 'ok' as const };
    },

    async getUserInfo(request: FastifyRequest) {
      const user = await users.findUserById(db, request.userId!);
      if (!user) throw notFound('This account no longer exists.');
      return { user: toUser(user) };
    },
  };
}
