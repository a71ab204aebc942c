import type { SomeHandlers } from '../contract.ts';
import type { Db } from '../db/database.ts';
import { importReservations } from '../services/reservationImport.ts';

/**
 * The managers' reservation CSV import (issue 33): the preview and the import of one file; the
 * manager's role is checked by the route (`x-staff-role: manager`). The rules are in
 * services/reservationImport.ts and services/reservationCsv.ts.
 */
export function createReservationImportHandlers(db: Db) {
  return {
    async previewReservationImport(request) {
      return importReservations(db, request.staff!, request.body, false);
    },

    async applyReservationImport(request) {
      return importReservations(db, request.staff!, request.body, true);
    },
  } satisfies SomeHandlers;
}
