import type { Db } from '../database.ts';
import type { StaffRole } from '../schema.ts';
import { normaliseEmail } from './users.ts';

/** Hotel staff accounts and their sessions (the front desk; migration 0008). */

export function findStaffByEmail(db: Db, email: string) {
  return db.selectFrom('staff').selectAll().where('email_normalized', '=', normaliseEmail(email)).executeTakeFirst();
}

/** A staff member with their hotel's name, for the front-desk page. */
export function findStaffWithHotel(db: Db, staffId: number) {
  return db
    .selectFrom('staff as s')
    .innerJoin('hotels as h', 'h.id', 's.hotel_id')
    .select(['s.id', 's.email', 's.name', 's.role', 's.hotel_id', 'h.hotel_name', 's.totp_secret'])
    .where('s.id', '=', staffId)
    .executeTakeFirst();
}

/** A new staff member, or undefined when the address is taken (whatever its case). */
export function createStaff(
  db: Db,
  values: { hotelId: string; email: string; name: string; passwordHash: string; role?: StaffRole },
) {
  return db
    .insertInto('staff')
    .values({
      hotel_id: values.hotelId,
      email: values.email.trim(),
      email_normalized: normaliseEmail(values.email),
      name: values.name,
      password_hash: values.passwordHash,
      role: values.role ?? 'frontDesk',
    })
    .onConflict((oc) => oc.column('email_normalized').doNothing())
    .returning(['id', 'hotel_id', 'email', 'name', 'role'])
    .executeTakeFirst();
}

export async function createStaffSession(db: Db, staffId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db
    .insertInto('staff_sessions')
    .values({ staff_id: staffId, token_hash: tokenHash, expires_at: expiresAt })
    .execute();
}

export async function revokeStaffSession(db: Db, tokenHash: string): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The staff member and hotel of a live (not expired, not revoked) session token hash. */
export function findLiveStaffSession(db: Db, tokenHash: string) {
  return db
    .selectFrom('staff_sessions as ss')
    .innerJoin('staff as s', 's.id', 'ss.staff_id')
    .select(['s.id', 's.hotel_id', 's.role', 's.email', 's.totp_secret'])
    .where('ss.token_hash', '=', tokenHash)
    .where('ss.revoked_at', 'is', null)
    .where('ss.expires_at', '>', new Date())
    .executeTakeFirst();
}

/** A hotel's staff, managers first, then by name. */
export function listHotelStaff(db: Db, hotelId: string) {
  return db
    .selectFrom('staff')
    .select(['id', 'email', 'name', 'role', 'created_at'])
    .where('hotel_id', '=', hotelId)
    .orderBy('role', 'desc')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/**
 * A staff member of this hotel (undefined for another hotel's), and the hotel's managers, locked
 * for the rest of the transaction: two managers demoting or removing each other at once cannot
 * leave the hotel without one.
 */
export async function lockHotelStaff(db: Db, hotelId: string, staffId: number) {
  const managers = await db
    .selectFrom('staff')
    .select('id')
    .where('hotel_id', '=', hotelId)
    .where('role', '=', 'manager')
    .orderBy('id')
    .forUpdate()
    .execute();
  const member = await db
    .selectFrom('staff')
    .select(['id', 'email', 'name', 'role'])
    .where('hotel_id', '=', hotelId)
    .where('id', '=', staffId)
    .forUpdate()
    .executeTakeFirst();
  return { member, managerIds: managers.map((m) => m.id) };
}

export async function setStaffRole(db: Db, staffId: number, role: StaffRole): Promise<void> {
  await db.updateTable('staff').set({ role }).where('id', '=', staffId).execute();
}

/** Deletes the account; its sessions go with it (ON DELETE CASCADE). */
export async function deleteStaff(db: Db, staffId: number): Promise<void> {
  await db.deleteFrom('staff').where('id', '=', staffId).execute();
}
