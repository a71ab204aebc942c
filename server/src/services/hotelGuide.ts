import type { Db } from '../db/database.ts';
import * as hotels from '../db/repositories/hotels.ts';
import type { HotelAccessInfoTable, HotelPagesTable } from '../db/schema.ts';
import { cleanHotelHtml } from './hotelHtml.ts';
import { requireHotel } from './hotelScope.ts';

/** The hotel's guide as the contract shapes it: the pages' HTML cleaned (services/hotelHtml.ts). */

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

/** The access page and the additional pages (getFacilityInfo), or 404 for an unknown hotel. */
export async function facilityInfo(db: Db, hotelId: string) {
  await requireHotel(db, hotelId);
  const [access, pages] = await Promise.all([hotels.findAccessInfo(db, hotelId), hotels.listPages(db, hotelId)]);
  return { facilityAdditionalPageInfo: pages.map(additionalPage), facilityAccessInfo: accessInfo(access) };
}
