import { HttpError } from '../errors.ts';
import type { StaffRole } from '../db/schema.ts';

/** The signed-in staff member as the staffAuth security handler sets it (web/security.ts). */
export interface SignedInStaff {
  id: number;
  hotelId: string;
  role: StaffRole;
  email: string;
  /** Has a second factor in effect (services/staffSecondFactor.ts). */
  secondFactor: boolean;
}

export const STAFF_ROLES: readonly StaffRole[] = ['manager', 'frontDesk'];

/**
 * The console's operations are the managers' (openapi.yaml marks them `x-staff-role: manager`):
 * front-desk staff get 403 `manager_only`. Their hotel's scope is checked by each operation as for
 * the front desk's (another hotel's things answer 404).
 */
export function requireManager(staff: SignedInStaff): void {
  if (staff.role !== 'manager') throw new HttpError(403, 'This operation is for the hotel’s managers.', 'manager_only');
}
