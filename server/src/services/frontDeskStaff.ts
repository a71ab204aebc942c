import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import * as hotels from '../db/repositories/hotels.ts';
import * as staff from '../db/repositories/staff.ts';
import { normaliseEmail } from '../db/repositories/users.ts';
import type { StaffRole } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { hashToken } from '../web/security.ts';
import { dummyPasswordHash, hashPassword, requireStrongPassword, verifyPassword } from './passwords.ts';
import type { Caller } from './passwordReset.ts';
import { checkSecondFactor } from './staffSecondFactor.ts';
import { clearAttempts, takeAttempt, type ThrottleRule } from './throttle.ts';
import { OPERATOR, recordChange, type Actor } from './auditLog.ts';

/**
 * Hotel staff accounts (the front desk): created by the hotel command (`npm run hotel -- add-staff`),
 * signed in like members (scrypt, the same throttle, the same answer for a wrong email or password)
 * but with tokens of their own that are valid only on the front desk's operations.
 */

/** Staff tokens: 256 random bits, stored hashed, valid 12 hours (a shift or so) unless revoked. */
const STAFF_SESSION_HOURS = 12;

const WRONG_EMAIL_OR_PASSWORD = 'Wrong email or password.';

/** An address as the contract's Email takes it: one @, no spaces, at most 254 characters. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class StaffAccountError extends Error {}

/** The contract's Staff; `secondFactorRequired` is whether this server requires one (production). */
export async function staffProfile(db: Db, staffId: number, secondFactorRequired: boolean) {
  const row = await staff.findStaffWithHotel(db, staffId);
  // The session was found a moment ago: a staff member deleted since signs in again.
  if (!row) throw new HttpError(401, 'Invalid staff token', 'unauthorized');
  const secondFactor = row.totp_secret !== null ? 'enrolled' : secondFactorRequired ? 'required' : 'optional';
  return {
    email: row.email,
    name: row.name,
    role: row.role,
    hotelId: row.hotel_id,
    hotelName: row.hotel_name,
    secondFactor: secondFactor as 'enrolled' | 'optional' | 'required',
  };
}

/** The staff sign-in's attempt limits, per account and per client address (wrong codes count too). */
export const staffSignInRules = (email: string, { address, addressLimitFactor }: Caller): ThrottleRule[] => [
  { bucket: `staff-login:account:${normaliseEmail(email)}`, limit: 5 },
  { bucket: `staff-login:ip:${address}`, limit: 20 * addressLimitFactor },
];

/**
 * Failed sign-ins are limited per account and per client address, as members' are. A staff member
 * with a second factor also sends its code (services/staffSecondFactor.ts): without one the right
 * password answers 401 second_factor_required (not counted), a wrong one counts as a failure.
 */
export async function signInStaff(
  db: Db,
  { email, password, code }: { email: string; password: string; code?: string },
  caller: Caller,
  secondFactorRequired: boolean,
) {
  const rules = staffSignInRules(email, caller);
  const takeBack = await takeAttempt(db, rules);
  const member = await staff.findStaffByEmail(db, email);
  // The same work whether or not the email has an account.
  const valid = await verifyPassword(password, member?.password_hash ?? (await dummyPasswordHash()));
  if (!member || !valid) throw new HttpError(400, WRONG_EMAIL_OR_PASSWORD, 'wrong_email_or_password');
  if (member.totp_secret !== null) {
    if (code === undefined) {
      await takeBack();
      throw new HttpError(401, 'A second factor is required.', 'second_factor_required');
    }
    await checkSecondFactor(db, { ...member, totp_secret: member.totp_secret }, code, member.totp_last_step);
  }
  await takeBack();
  await clearAttempts(db, rules[0]!.bucket);
  const token = randomBytes(32).toString('base64url');
  await staff.createStaffSession(
    db,
    member.id,
    hashToken(token),
    new Date(Date.now() + STAFF_SESSION_HOURS * 3_600_000),
  );
  return { token, staff: await staffProfile(db, member.id, secondFactorRequired) };
}

export async function signOutStaff(db: Db, token: string | null): Promise<void> {
  if (token) await staff.revokeStaffSession(db, hashToken(token));
}

/**
 * What a new staff account must have besides its password (the hotel command checks it before
 * asking for one): a known hotel, a free address, a name. Refusals are StaffAccountError with a
 * message for the operator.
 */
export async function checkNewStaff(db: Db, input: { hotelId: string; email: string; name: string }) {
  const email = input.email.trim();
  const name = input.name.trim();
  if (!EMAIL.test(email) || email.length > 254)
    throw new StaffAccountError(`"${input.email}" is not an email address.`);
  if (name === '' || name.length > 100) throw new StaffAccountError('The name must be 1 to 100 characters.');
  if (!(await hotels.hotelExists(db, input.hotelId))) {
    throw new StaffAccountError(`There is no hotel "${input.hotelId}".`);
  }
  if (await staff.findStaffByEmail(db, email)) throw new StaffAccountError(`${email} already has a staff account.`);
  return { hotelId: input.hotelId, email, name };
}

/** What the audit log keeps of a staff account: never its password or second factor. */
export const auditedStaff = (member: { email: string; name: string; role: StaffRole }) => ({
  email: member.email,
  name: member.name,
  role: member.role,
});

/**
 * Creates the account and records it in the audit log, in one transaction: undefined when the
 * address is taken (another request at the same moment). The password is checked by the caller.
 */
export function createStaffAccount(
  db: Db,
  input: { hotelId: string; email: string; name: string; password: string; role: StaffRole },
  actor: Actor,
) {
  return hashPassword(input.password).then((passwordHash) =>
    db.transaction().execute(async (trx) => {
      const created = await staff.createStaff(trx, { ...input, passwordHash });
      if (!created) return undefined;
      await recordChange(trx, {
        hotelId: created.hotel_id,
        actor,
        operation: 'staff.add',
        target: `staff/${created.id}`,
        before: null,
        after: auditedStaff(created),
      });
      return created;
    }),
  );
}

/** A new staff account of a hotel (checkNewStaff) by the operator's command, with a password by the members' rule. */
export async function addStaff(
  db: Db,
  input: { hotelId: string; email: string; name: string; password: string; role?: StaffRole },
): Promise<{ id: number; hotelId: string; email: string; role: StaffRole }> {
  const { hotelId, email, name } = await checkNewStaff(db, input);
  try {
    requireStrongPassword(input.password);
  } catch (error) {
    if (error instanceof HttpError) throw new StaffAccountError(error.message);
    throw error;
  }
  if (input.password.length > 128) throw new StaffAccountError('The password must be at most 128 characters.');
  const role = input.role ?? 'frontDesk';
  const created = await createStaffAccount(db, { hotelId, email, name, password: input.password, role }, OPERATOR);
  // Taken between the check and the insert (another command at the same moment).
  if (!created) throw new StaffAccountError(`${email} already has a staff account.`);
  return { id: created.id, hotelId: created.hotel_id, email: created.email, role: created.role };
}
