import type { Db } from '../database.ts';
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
    .select(['s.id', 's.email', 's.name', 's.hotel_id', 'h.hotel_name'])
    .where('s.id', '=', staffId)
    .executeTakeFirst();
}

/** A new staff member, or undefined when the address is taken (whatever its case). */
export function createStaff(db: Db, values: { hotelId: string; email: string; name: string; passwordHash: string }) {
  return db
    .insertInto('staff')
    .values({
      hotel_id: values.hotelId,
      email: values.email.trim(),
      email_normalized: normaliseEmail(values.email),
      name: values.name,
      password_hash: values.passwordHash,
    })
    .onConflict((oc) => oc.column('email_normalized').doNothing())
    .returning(['id', 'hotel_id', 'email'])
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
    .select(['s.id', 's.hotel_id'])
    .where('ss.token_hash', '=', tokenHash)
    .where('ss.revoked_at', 'is', null)
    .where('ss.expires_at', '>', new Date())
    .executeTakeFirst();
}
