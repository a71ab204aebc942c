import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { HttpError } from '../errors.ts';

/**
 * Password hashing with scrypt (node:crypto) at OWASP's recommended cost: N = 2^17, r = 8, p = 1
 * (128 MiB, about a third of a second here). The stored form carries its parameters, so the cost
 * can be raised later and old hashes still verify.
 */
const COST = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;
let cost = COST;

/**
 * For tests only (server/test/support/serveForTests.ts and helpers.ts): the passwords hashed from then on
 * (the demo accounts seeded, the accounts tests make) cost N = 2^10, so that a sign-in takes a millisecond,
 * not a third of a second of a loaded machine's CPU. Never called by the app: its hashes keep OWASP's cost
 * (server/test/passwordCost.test.ts), and a stored hash is checked at the cost it carries.
 */
export function lowerPasswordCostForTests(): void {
  cost = { N: 2 ** 10, r: 8, p: 1 };
}

/** Whether `lowerPasswordCostForTests` was called: passwords are hashed below OWASP's cost. */
export const passwordCostLowered = () => cost !== COST;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, KEY_LENGTH, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * A lighter cost for secrets that are long random strings rather than chosen by people (the staff's
 * recovery codes, about 50 random bits each): N = 2^14 (16 MiB), so checking a code against ten is quick.
 */
export const RANDOM_SECRET_COST = { N: 2 ** 14, r: 8, p: 1 };

export async function hashPassword(
  password: string,
  options: { N: number; r: number; p: number } = cost,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, options);
  return ['scrypt', options.N, options.r, options.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/** A hash of a random password, to spend the same time on unknown emails as on known ones. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/**
 * The spec's password rule (doc 1 §5): 8+ characters with a lower-case letter, an upper-case letter
 * and a digit. The server answers a weak password with one message (code invalid_password, doc 1
 * §8); the form shows the finer messages of src/lib/validation.ts before it is sent.
 */
function isStrongPassword(password: string): boolean {
  return Array.from(password).length >= 8 && /[a-z]/.test(password) && /[A-Z]/.test(password) && /[0-9]/.test(password);
}

/** Spec doc 1 §8: code invalid_password and its message. */
const INVALID_PASSWORD =
  'Please set the password with 8 characters or more using lowercase, uppercase characters, and number.';

/** A weak password is refused with the spec's one message. */
export function requireStrongPassword(password: string): void {
  if (!isStrongPassword(password)) throw new HttpError(400, INVALID_PASSWORD, 'invalid_password');
}
