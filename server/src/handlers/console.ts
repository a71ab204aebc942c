import type { OperationRequest } from '../contract.ts';
import type { Db } from '../db/database.ts';
import { listChanges } from '../services/auditLog.ts';
import { addHotelStaff, changeStaffRole, listStaff, removeStaff } from '../services/hotelStaff.ts';

/**
 * The hotel managers' console (issue 32): their hotel's staff and its audit log. The route checks
 * the role before the handler runs (`x-staff-role: manager`, routes/contract.ts); every call acts
 * on the manager's own hotel. The rules are in services/hotelStaff.ts and services/auditLog.ts.
 */
export function createConsoleHandlers(db: Db) {
  return {
    async listHotelStaff(request: OperationRequest<'listHotelStaff'>) {
      return listStaff(db, request.staff!);
    },

    async addHotelStaff(request: OperationRequest<'addHotelStaff'>) {
      return addHotelStaff(db, request.staff!, request.body);
    },

    async changeHotelStaffRole(request: OperationRequest<'changeHotelStaffRole'>) {
      return changeStaffRole(db, request.staff!, request.params.staffId, request.body.role);
    },

    async removeHotelStaff(request: OperationRequest<'removeHotelStaff'>) {
      return removeStaff(db, request.staff!, request.params.staffId);
    },

    async listAuditLog(request: OperationRequest<'listAuditLog'>) {
      return listChanges(db, request.staff!.hotelId, request.query.cursor);
    },
  };
}
