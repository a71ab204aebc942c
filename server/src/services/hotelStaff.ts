import type { Db } from '../db/database.ts';
import * as staff from '../db/repositories/staff.ts';
import type { StaffRole } from '../db/schema.ts';
import { HttpError, numericId } from '../errors.ts';
import { recordChange } from './auditLog.ts';
import { auditedStaff, createStaffAccount } from './frontDeskStaff.ts';
import { requireStrongPassword } from './passwords.ts';
import type { SignedInStaff } from './staffRoles.ts';

/**
 * A hotel's managers manage its staff (issue 32): list, add with a role and an initial password,
 * change a role, remove. Another hotel's staff member answers as a missing one (404
 * `staff_not_found`); the hotel never loses its last manager (409 `last_manager`). Each change is
 * written to the audit log in its own transaction.
 */

const staffNotFound = () => new HttpError(404, 'This staff member was not found.', 'staff_not_found');

/** The contract's HotelStaffMember. */
const staffMember = (row: { id: number; email: string; name: string; role: StaffRole; created_at: Date }) => ({
  staffId: String(row.id),
  email: row.email,
  name: row.name,
  role: row.role,
  createdAt: new Date(row.created_at).toISOString(),
});

export async function listStaff(db: Db, manager: SignedInStaff) {
  return { staff: (await staff.listHotelStaff(db, manager.hotelId)).map(staffMember) };
}

export async function addHotelStaff(
  db: Db,
  manager: SignedInStaff,
  body: { email: string; name: string; role: StaffRole; password: string },
) {
  requireStrongPassword(body.password);
  const name = body.name.trim();
  if (name === '') throw new HttpError(400, 'The name must not be empty.', 'validation_error');
  const created = await createStaffAccount(
    db,
    { hotelId: manager.hotelId, email: body.email.trim(), name, password: body.password, role: body.role },
    { staffId: manager.id, email: manager.email },
  );
  if (!created) throw new HttpError(409, 'This address already has a staff account.', 'email_taken');
  const row = (await staff.listHotelStaff(db, manager.hotelId)).find((m) => m.id === created.id);
  return staffMember(row!);
}

/**
 * Changes a staff member of the hotel: under a lock of the hotel's managers, so that the last
 * manager can be neither demoted nor removed, even by two requests at once.
 */
async function changeStaff(
  db: Db,
  manager: SignedInStaff,
  staffIdParam: string,
  change: (member: { id: number; email: string; name: string; role: StaffRole }, trx: Db) => Promise<void>,
  { removesManager }: { removesManager: (role: StaffRole) => boolean },
) {
  const staffId = numericId(staffIdParam);
  if (staffId === null) throw staffNotFound();
  return db.transaction().execute(async (trx) => {
    const { member, managerIds } = await staff.lockHotelStaff(trx, manager.hotelId, staffId);
    if (!member) throw staffNotFound();
    if (removesManager(member.role) && managerIds.length <= 1) {
      throw new HttpError(409, 'The hotel must keep at least one manager.', 'last_manager');
    }
    await change(member, trx);
    return member;
  });
}

export async function changeStaffRole(db: Db, manager: SignedInStaff, staffIdParam: string, role: StaffRole) {
  const actor = { staffId: manager.id, email: manager.email };
  const member = await changeStaff(
    db,
    manager,
    staffIdParam,
    async (before, trx) => {
      if (before.role === role) return;
      await staff.setStaffRole(trx, before.id, role);
      await recordChange(trx, {
        hotelId: manager.hotelId,
        actor,
        operation: 'staff.changeRole',
        target: `staff/${before.id}`,
        before: auditedStaff(before),
        after: auditedStaff({ ...before, role }),
      });
    },
    { removesManager: (current) => current === 'manager' && role !== 'manager' },
  );
  const row = (await staff.listHotelStaff(db, manager.hotelId)).find((m) => m.id === member.id);
  return staffMember(row!);
}

export async function removeStaff(db: Db, manager: SignedInStaff, staffIdParam: string) {
  const actor = { staffId: manager.id, email: manager.email };
  await changeStaff(
    db,
    manager,
    staffIdParam,
    async (before, trx) => {
      await staff.deleteStaff(trx, before.id);
      await recordChange(trx, {
        hotelId: manager.hotelId,
        actor,
        operation: 'staff.remove',
        target: `staff/${before.id}`,
        before: auditedStaff(before),
        after: null,
      });
    },
    { removesManager: (current) => current === 'manager' },
  );
  return { status: 'ok' as const };
}
