import type { SomeHandlers } from '../contract.ts';
import type { Db } from '../db/database.ts';
import { getFolio, upsertFolioLine } from '../services/integrationFolio.ts';
import { getReservation, listReservations, upsertReservation } from '../services/integrationReservations.ts';
import { assignRooms, checkInStay, getStay, listStays } from '../services/integrationStays.ts';

/**
 * The integration API (issue 33, tag integration): the hotel's PMS, with a key of the hotel. The key,
 * its rate limit and its scope are checked before the handler (routes/contract.ts,
 * services/integrationAccess.ts); every call acts on the key's hotel.
 */
export function createIntegrationHandlers(db: Db) {
  return {
    async listIntegrationReservations(request) {
      return listReservations(db, request.integration!.hotelId, request.query);
    },

    async getIntegrationReservation(request) {
      return getReservation(db, request.integration!.hotelId, request.params.externalId);
    },

    async upsertIntegrationReservation(request) {
      return upsertReservation(db, request.integration!.hotelId, request.params.externalId, request.body);
    },

    async assignIntegrationRooms(request) {
      return assignRooms(db, request.integration!.hotelId, request.params.externalId, request.body);
    },

    async getIntegrationFolio(request) {
      return getFolio(db, request.integration!.hotelId, request.params.externalId);
    },

    async upsertIntegrationFolioLine(request) {
      const { externalId, lineId } = request.params;
      return upsertFolioLine(db, request.integration!.hotelId, externalId, lineId, request.body);
    },

    async listIntegrationStays(request) {
      return listStays(db, request.integration!.hotelId, request.query);
    },

    async getIntegrationStay(request) {
      return getStay(db, request.integration!.hotelId, request.params.externalId);
    },

    async checkInIntegrationStay(request) {
      return checkInStay(db, request.integration!.hotelId, request.params.externalId, request.body);
    },
  } satisfies SomeHandlers;
}
