import type { SomeHandlers } from '../contract.ts';
import type { Db } from '../db/database.ts';
import { listChanges } from '../services/auditLog.ts';
import { getCheckinFields, updateCheckinFields } from '../services/consoleCheckinFields.ts';
import { getFeatures, updateFeatures } from '../services/consoleFeatures.ts';
import { getCoupons, updateCoupons } from '../services/consoleCoupons.ts';
import { getCatalogue, updateCatalogue } from '../services/consoleCatalogue.ts';
import { getPage, listPages, updatePage } from '../services/consolePages.ts';
import { getSettings, updateSettings } from '../services/consoleSettings.ts';
import { getSpots, updateSpots } from '../services/consoleSpots.ts';
import { uploadHotelImage } from '../services/hotelImages.ts';
import { addHotelStaff, changeStaffRole, listStaff, removeStaff } from '../services/hotelStaff.ts';
import { createKey, listKeys, revokeKey, rotateKey } from '../services/integrationKeys.ts';

/**
 * The hotel managers' console (issue 32): their hotel's staff, its audit log, settings, pages, pictures,
 * catalogue, coupons and spots. The route checks the role before the handler runs (`x-staff-role: manager`,
 * routes/contract.ts); every call acts on the manager's own hotel. The rules are in services/hotelStaff.ts and services/auditLog.ts.
 */
export function createConsoleHandlers(db: Db) {
  return {
    async listHotelStaff(request) {
      return listStaff(db, request.staff!);
    },

    async addHotelStaff(request) {
      return addHotelStaff(db, request.staff!, request.body);
    },

    async changeHotelStaffRole(request) {
      return changeStaffRole(db, request.staff!, request.params.staffId, request.body.role);
    },

    async removeHotelStaff(request) {
      return removeStaff(db, request.staff!, request.params.staffId);
    },

    // The hotel's integration API keys (issue 33): the secret is answered once, at creation and rotation.
    async listIntegrationKeys(request) {
      return listKeys(db, request.staff!);
    },

    async createIntegrationKey(request) {
      return createKey(db, request.staff!, request.body);
    },

    async rotateIntegrationKey(request) {
      return rotateKey(db, request.staff!, request.params.keyId);
    },

    async revokeIntegrationKey(request) {
      return revokeKey(db, request.staff!, request.params.keyId);
    },

    async listAuditLog(request) {
      return listChanges(db, request.staff!.hotelId, request.query.cursor);
    },

    // A save shows in the guests' guide and products list at once, on every server: the database tells
    // each when it commits (services/answerCache.ts).
    async getHotelSettings(request) {
      return getSettings(db, request.staff!);
    },

    async updateHotelSettings(request) {
      const { version, settings } = request.body;
      return updateSettings(db, request.staff!, version, settings);
    },

    // The plugins are in the guide; the icons, payment settings and guidance fields are read from the
    // database on each guest's request.
    async getHotelFeatures(request) {
      return getFeatures(db, request.staff!);
    },

    async updateHotelFeatures(request) {
      return updateFeatures(db, request.staff!, request.body);
    },

    async getCheckinFields(request) {
      return getCheckinFields(db, request.staff!);
    },

    async updateCheckinFields(request) {
      return updateCheckinFields(db, request.staff!, request.body.version, request.body.fields);
    },

    async listHotelPages(request) {
      return listPages(db, request.staff!);
    },

    async getHotelPage(request) {
      return getPage(db, request.staff!, request.params.pageName);
    },

    async uploadHotelImage(request) {
      return uploadHotelImage(db, request.staff!, request.body);
    },

    async updateHotelPage(request) {
      return updatePage(db, request.staff!, request.params.pageName, request.body);
    },

    // The catalogue: the guest's products list (getProductsList).
    async getHotelCatalogue(request) {
      return getCatalogue(db, request.staff!);
    },

    async updateHotelCatalogue(request) {
      return updateCatalogue(db, request.staff!, request.body);
    },

    // The coupons and the travel guide's spots: not in the guide, the guests' lists read them anew each time.
    async getConsoleCoupons(request) {
      return getCoupons(db, request.staff!);
    },

    async updateConsoleCoupons(request) {
      return updateCoupons(db, request.staff!, request.body);
    },

    async getHotelSpots(request) {
      return getSpots(db, request.staff!);
    },

    async updateHotelSpots(request) {
      return updateSpots(db, request.staff!, request.body);
    },
  } satisfies SomeHandlers;
}
