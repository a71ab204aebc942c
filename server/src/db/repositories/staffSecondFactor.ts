import type { Db } from '../database.ts';

/** The staff's second factor (migration 0016): the TOTP secret and the recovery codes. */

export function findSecondFactor(db: Db, staffId: number) {
  return db
    .selectFrom('staff')
    .select(['id', 'hotel_id', 'email', 'name', 'role', 'totp_secret', 'totp_pending_secret', 'totp_last_step'])
    .where('id', '=', staffId)
    .executeTakeFirst();
}

export async function setPendingSecret(db: Db, staffId: number, secret: string): Promise<void> {
  await db.updateTable('staff').set({ totp_pending_secret: secret }).where('id', '=', staffId).execute();
}

/**
 * Puts the pending secret in effect, if it is still the one given (not replaced by a new start or
 * confirmed by another request meanwhile): whether it did.
 */
export async function confirmSecret(db: Db, staffId: number, secret: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set({ totp_secret: secret, totp_pending_secret: null, totp_last_step: step, second_factor_at: new Date() })
    .where('id', '=', staffId)
    .where('totp_pending_secret', '=', secret)
    .where('totp_secret', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Takes a code's time step unless one as late was taken already (the same code twice): whether it did. */
export async function takeTimeStep(db: Db, staffId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('id', '=', staffId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function replaceRecoveryCodes(db: Db, staffId: number, hashes: string[]): Promise<void> {
  await db.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
  await db
    .insertInto('staff_recovery_codes')
    .values(hashes.map((code_hash) => ({ staff_id: staffId, code_hash })))
    .execute();
}

export function unusedRecoveryCodes(db: Db, staffId: number) {
  return db
    .selectFrom('staff_recovery_codes')
    .select(['id', 'code_hash'])
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** Marks a recovery code used unless another request used it first: whether it did. */
export async function useRecoveryCode(db: Db, codeId: number): Promise<boolean> {
  const result = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: new Date() })
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
