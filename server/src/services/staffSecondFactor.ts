import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '../db/database.ts';
import * as factors from '../db/repositories/staffSecondFactor.ts';
import { HttpError } from '../errors.ts';
import { recordChange } from './auditLog.ts';
import { hashPassword, RANDOM_SECRET_COST, verifyPassword } from './passwords.ts';
import type { SignedInStaff } from './staffRoles.ts';
import { takeAttempt, type ThrottleRule } from './throttle.ts';

/**
 * The staff's second factor (issue 32): TOTP (RFC 6238 with otplib: SHA-1, 6 digits, 30 s, the
 * authenticator apps' defaults) and 10 single-use recovery codes, hashed with the passwords' scrypt
 * at a lighter cost (services/passwords.ts RANDOM_SECRET_COST). Required in production without
 * DEMO_MODE (productionCheck.ts staffSecondFactorRequired); optional elsewhere.
 */

/** What an authenticator app shows as the account's issuer. */
const ISSUER = 'Hotel front desk';
/** One 30-second step either way, for the clocks of phones. */
const TOLERANCE_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits that cannot be taken for one another (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const WRONG_CODE = 'The code is not correct.';

/** A recovery code as typed: case, spaces and hyphens do not matter. */
const normaliseRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/** 10 letters and digits (about 50 random bits), shown as xxxxx-xxxxx. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** The time step of a valid 6-digit code of this secret later than `lastStep`, or null. */
async function totpStep(secret: string, code: string, lastStep: number | null): Promise<number | null> {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep !== null && { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

const lastStepOf = (value: string | number | null) => (value === null ? null : Number(value));

/** What the audit log keeps of a second-factor change: who, never the secret or the codes. */
const audited = (member: { email: string; name: string; role: string }) => ({
  email: member.email,
  name: member.name,
  role: member.role,
});

/** Starts (or starts again) an enrolment: a new secret, in effect once confirmed. */
export async function startEnrolment(db: Db, staff: SignedInStaff) {
  const member = await factors.findSecondFactor(db, staff.id);
  if (!member) throw new HttpError(401, 'Invalid staff token', 'unauthorized');
  if (member.totp_secret !== null) {
    throw new HttpError(409, 'Two-step verification is already set up.', 'second_factor_already_enrolled');
  }
  const secret = generateSecret();
  await factors.setPendingSecret(db, staff.id, secret);
  return { secret, otpauthUri: generateURI({ issuer: ISSUER, label: member.email, secret }) };
}

/**
 * Confirms the enrolment with a code of the new secret: the secret takes effect and the recovery
 * codes are made and answered, this once. Wrong codes count against the sign-in's limits (`rules`).
 */
export async function confirmEnrolment(db: Db, staff: SignedInStaff, code: string, rules: ThrottleRule[]) {
  const member = await factors.findSecondFactor(db, staff.id);
  if (!member) throw new HttpError(401, 'Invalid staff token', 'unauthorized');
  if (member.totp_secret !== null) {
    throw new HttpError(409, 'Two-step verification is already set up.', 'second_factor_already_enrolled');
  }
  const secret = member.totp_pending_secret;
  if (secret === null) throw new HttpError(409, 'No enrolment was started.', 'second_factor_not_started');
  const takeBack = await takeAttempt(db, rules);
  const step = await totpStep(secret, code, null);
  if (step === null) throw new HttpError(400, WRONG_CODE, 'wrong_second_factor_code');
  await takeBack();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((c) => hashPassword(normaliseRecoveryCode(c), RANDOM_SECRET_COST)));
  const confirmed = await db.transaction().execute(async (trx) => {
    if (!(await factors.confirmSecret(trx, staff.id, secret, step))) return false;
    await factors.replaceRecoveryCodes(trx, staff.id, hashes);
    await recordChange(trx, {
      hotelId: member.hotel_id,
      actor: { staffId: staff.id, email: member.email },
      operation: 'staff.secondFactorEnrol',
      target: `staff/${staff.id}`,
      before: null,
      after: audited(member),
    });
    return true;
  });
  // Another request confirmed or started again meanwhile.
  if (!confirmed) throw new HttpError(409, 'Start the setup again.', 'second_factor_not_started');
  return { recoveryCodes: codes };
}

/**
 * Checks a sign-in's second factor for a staff member who has one: a code of their authenticator
 * app not taken before, or one of their unused recovery codes (used up here, and recorded in the
 * audit log). Refuses a wrong one with 400 wrong_second_factor_code.
 */
export async function checkSecondFactor(
  db: Db,
  member: { id: number; hotel_id: string; email: string; name: string; role: string; totp_secret: string },
  code: string,
  lastStep: string | number | null,
): Promise<void> {
  const step = await totpStep(member.totp_secret, code.trim(), lastStepOf(lastStep));
  if (step !== null) {
    if (await factors.takeTimeStep(db, member.id, step)) return;
    throw new HttpError(400, WRONG_CODE, 'wrong_second_factor_code');
  }
  const typed = normaliseRecoveryCode(code);
  for (const stored of await factors.unusedRecoveryCodes(db, member.id)) {
    if (!(await verifyPassword(typed, stored.code_hash))) continue;
    const used = await db.transaction().execute(async (trx) => {
      if (!(await factors.useRecoveryCode(trx, stored.id))) return false;
      const left = (await factors.unusedRecoveryCodes(trx, member.id)).length;
      await recordChange(trx, {
        hotelId: member.hotel_id,
        actor: { staffId: member.id, email: member.email },
        operation: 'staff.recoveryCodeUse',
        target: `staff/${member.id}`,
        before: null,
        after: { ...audited(member), codesLeft: left },
      });
      return true;
    });
    if (used) return;
    break;
  }
  throw new HttpError(400, WRONG_CODE, 'wrong_second_factor_code');
}

/**
 * Where a second factor is required, a staff member without one may only sign out, see who they are
 * and enrol (`x-staff-before-second-factor` in openapi.yaml): every other operation answers 403.
 */
export function requireSecondFactor(staff: SignedInStaff): void {
  if (!staff.secondFactor) {
    throw new HttpError(
      403,
      'Set up two-step verification before using the staff page.',
      'second_factor_enrolment_required',
    );
  }
}
