import type { FastifyReply } from 'fastify';
import type { OperationRequest } from '../contract.ts';
import type { Db } from '../db/database.ts';
import * as hotels from '../db/repositories/hotels.ts';
import type { HotelAccessInfoTable, HotelPagesTable, PaymentTime } from '../db/schema.ts';
import { hotelNotFound } from '../errors.ts';
import { createGuideCache, sendPreparedJson, serializeLikeFastify, type GuideCache } from '../services/guideCache.ts';
import { cleanHotelHtml } from '../services/hotelHtml.ts';
import { requireHotel } from '../services/hotelScope.ts';

/** The hotel-scoped reads all take just the hotel's id. */
type HotelQuery = OperationRequest<
  'getHotelGuide' | 'getIconDisplay' | 'getHotelAsset' | 'getFacilityInfo' | 'getPaymentSetting'
>;

const PAYMENT_TIME_ORDER: PaymentTime[] = ['CHECKIN', 'CHECKOUT', 'MOBILE_REQUEST'];

function accessInfo(row: HotelAccessInfoTable | undefined) {
  return {
    viewStatus: row?.view_status ?? 0,
    address: row?.address ?? null,
    addressLatin: row?.address_latin ?? null,
    content: cleanHotelHtml(row?.content_ja ?? null),
    contentEn: cleanHotelHtml(row?.content_en ?? null),
    contentZh: cleanHotelHtml(row?.content_zh ?? null),
    contentKo: cleanHotelHtml(row?.content_ko ?? null),
  };
}

function additionalPage(row: HotelPagesTable) {
  return {
    page_index: row.page_index,
    view_status: row.view_status,
    jp_content: cleanHotelHtml(row.content_ja),
    en_content: cleanHotelHtml(row.content_en),
    zh_content: cleanHotelHtml(row.content_zh),
    ko_content: cleanHotelHtml(row.content_ko),
  };
}

/** The guide answer of a hotel as the contract shapes it, or null when the hotel does not exist. */
export async function loadHotelGuide(db: Db, hotelId: string) {
  const [hotel, plugins, access, pages] = await Promise.all([
    hotels.findHotel(db, hotelId),
    hotels.listPlugins(db, hotelId),
    hotels.findAccessInfo(db, hotelId),
    hotels.listPages(db, hotelId),
  ]);
  if (!hotel) return null;
  return {
    hotelId: hotel.id,
    plugins: plugins.map((p) => ({ code: p.code, isEnabled: p.is_enabled })),
    facilityBasicInfo: {
      hotelName: hotel.hotel_name,
      hotelNameLatin: hotel.hotel_name_latin,
      telephone: hotel.telephone,
      frontOpenTime: hotel.front_open_time,
      frontCloseTime: hotel.front_close_time,
      checkinBeginTime: hotel.checkin_begin_time,
      checkinEndTime: hotel.checkin_end_time,
      timeZone: hotel.time_zone,
      extImageId: hotel.ext_image_id,
      logoImageId: hotel.logo_image_id,
      facilityRecommendImageId: hotel.facility_recommend_image_id,
      facilityRecommendLinkUrl: hotel.facility_recommend_link_url,
      foodImageId: hotel.food_image_id,
      playImageId: hotel.play_image_id,
      buyImageId: hotel.buy_image_id,
      boken:
        hotel.boken_script && hotel.boken_data_src
          ? { script: hotel.boken_script, dataSrc: hotel.boken_data_src }
          : null,
    },
    facilityAccessInfo: accessInfo(access),
    facilityAdditionalPageInfo: pages.map(additionalPage),
  };
}

export interface HotelHandlerOptions {
  /** The guide answers kept in memory (one per app; tests pass their own clock and TTL). */
  guideCache?: GuideCache;
}

/** Hotel guide, icons, assets, information pages and payment settings (spec doc 1 §7). */
export function createHotelHandlers(db: Db, { guideCache = createGuideCache() }: HotelHandlerOptions = {}) {
  return {
    /**
     * The app's first call on every screen, ~60 KB of pages in four languages: served from memory
     * for a few seconds (services/guideCache.ts), already serialised and compressed, with an ETag.
     */
    async getHotelGuide(request: HotelQuery, reply: FastifyReply) {
      const { hotelId } = request.query;
      const answer = await guideCache.get(hotelId, async () => {
        const guide = await loadHotelGuide(db, hotelId);
        return guide && serializeLikeFastify(reply, guide);
      });
      if (!answer) throw hotelNotFound(hotelId);
      return sendPreparedJson(request, reply, answer);
    },

    async getIconDisplay(request: HotelQuery) {
      const { hotelId } = request.query;
      await requireHotel(db, hotelId);
      const row = await hotels.findIconDisplay(db, hotelId);
      // No row means the hotel never configured its icons: every button shows (spec: "appear
      // when no setting exists"), which the SPA reads from the empty list.
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
      const { hotelId } = request.query;
      await requireHotel(db, hotelId);
      const [access, pages] = await Promise.all([hotels.findAccessInfo(db, hotelId), hotels.listPages(db, hotelId)]);
      return {
        facilityAdditionalPageInfo: pages.map(additionalPage),
        facilityAccessInfo: accessInfo(access),
      };
    },

    /** A plugin the hotel does not have is not enabled (not a 404: the hotel exists). */
    async isEnabledPlugin(request: OperationRequest<'isEnabledPlugin'>) {
      const { hotelId, pluginCode } = request.query;
      await requireHotel(db, hotelId);
      const plugins = await hotels.listPlugins(db, hotelId);
      return { isEnabled: plugins.some((p) => p.code === pluginCode && p.is_enabled) };
    },

    async getPaymentSetting(request: HotelQuery) {
      const { hotelId } = request.query;
      await requireHotel(db, hotelId);
      const { times, methods } = await hotels.listPaymentSettings(db, hotelId);
      const ordered = [...times].sort(
        (a, b) => PAYMENT_TIME_ORDER.indexOf(a.payment_time) - PAYMENT_TIME_ORDER.indexOf(b.payment_time),
      );
      return {
        payment_time: ordered.map((time) => ({
          value: time.payment_time,
          is_enabled: time.is_enabled,
          payment_method: methods
            .filter((m) => m.payment_time === time.payment_time)
            .sort((a, b) => a.method.localeCompare(b.method))
            .map((m) => ({ value: m.method, is_enabled: m.is_enabled })),
        })),
      };
    },
  };
}
