import type { FastifyReply } from 'fastify';
import type { OperationRequest, SomeHandlers } from '../contract.ts';
import type { Db } from '../db/database.ts';
import * as hotels from '../db/repositories/hotels.ts';
import { hotelNotFound } from '../errors.ts';
import { createAnswerCache, type AnswerCache } from '../services/answerCache.ts';
import { hotelGuideAnswer } from '../services/hotelAnswers.ts';
import { facilityInfo } from '../services/hotelGuide.ts';
import { sendPreparedJson, serializeLikeFastify } from '../services/preparedJson.ts';
import { requireHotel } from '../services/hotelScope.ts';
import { iconDisplay, isPluginEnabled, paymentSettings } from '../services/hotelSettings.ts';
import { webManifest } from '../services/webManifest.ts';

/** The manifest is public and changes only with the hotel's name: browsers may keep it a few minutes. */
const MANIFEST_MAX_AGE_SECONDS = 300;

/** The hotel-scoped reads all take just the hotel's id. */
type HotelQuery = OperationRequest<
  'getHotelGuide' | 'getIconDisplay' | 'getHotelAsset' | 'getFacilityInfo' | 'getPaymentSetting'
>;

export interface HotelHandlerOptions {
  /** The answers kept in memory (services/answerCache.ts; one per app). */
  answerCache?: AnswerCache;
}

/** Hotel guide, icons, assets, information pages and payment settings (spec doc 1 §7). */
export function createHotelHandlers(db: Db, { answerCache = createAnswerCache() }: HotelHandlerOptions = {}) {
  return {
    /**
     * The app's first call on every screen, ~60 KB of pages in four languages: served from memory
     * until it changes (services/answerCache.ts), already serialised and compressed, with an ETag.
     */
    async getHotelGuide(request: HotelQuery, reply: FastifyReply) {
      const { hotelId } = request.query;
      const answer = await hotelGuideAnswer(db, answerCache, hotelId, (value) => serializeLikeFastify(reply, value));
      if (!answer) throw hotelNotFound(hotelId);
      return sendPreparedJson(request, reply, answer, { sameForTheUrl: true });
    },

    async getWebManifest(request, reply: FastifyReply) {
      const { hotelId, lang } = request.query;
      const manifest = await webManifest(db, hotelId, lang);
      return reply
        .type('application/manifest+json; charset=utf-8')
        .header('Cache-Control', `public, max-age=${MANIFEST_MAX_AGE_SECONDS}`)
        .send(JSON.stringify(manifest));
    },

    async getIconDisplay(request: HotelQuery) {
      const row = await iconDisplay(db, request.query.hotelId);
      // The SPA reads "no setting" from the empty list.
      if (!row) return { icon_display: [] };
      return {
        icon_display: [
          {
            checkin: row.checkin,
            checkout: row.checkout,
            hotelGuide: row.hotel_guide,
            aroundSpot: row.around_spot,
            mobileRequest: row.mobile_request,
            frontTelephone: row.front_telephone,
            wifi: row.wifi,
          },
        ],
      };
    },

    async getHotelAsset(request: HotelQuery) {
      const { hotelId } = request.query;
      await requireHotel(db, hotelId);
      const assets = await hotels.listAssets(db, hotelId);
      return {
        assets: assets.map((a) => ({ id: a.id, formatType: a.format_type, name: a.name, url: a.url })),
      };
    },

    async getFacilityInfo(request: HotelQuery) {
      return facilityInfo(db, request.query.hotelId);
    },

    async isEnabledPlugin(request) {
      const { hotelId, pluginCode } = request.query;
      return { isEnabled: await isPluginEnabled(db, hotelId, pluginCode) };
    },

    async getPaymentSetting(request: HotelQuery) {
      const settings = await paymentSettings(db, request.query.hotelId);
      return {
        payment_time: settings.map(({ time, methods }) => ({
          value: time.payment_time,
          is_enabled: time.is_enabled,
          payment_method: methods.map((m) => ({ value: m.method, is_enabled: m.is_enabled })),
        })),
      };
    },
  } satisfies SomeHandlers;
}
