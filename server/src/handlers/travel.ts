import type { FastifyReply } from 'fastify';
import type { Language, SomeHandlers } from '../contract.ts';
import type { Db } from '../db/database.ts';
import type { AroundSpotsTable } from '../db/schema.ts';
import { listSpots, spotDetail, spotPhoto } from '../services/aroundSpots.ts';
import type { PlacePhotoSource } from '../services/placePhotos.ts';

type SpotRow = Omit<AroundSpotsTable, 'id' | 'sort_order'> & { id: number };

/** The hotel's recommendation in the guest's language, else Japanese, else English. */
function comment(row: SpotRow, lang: Language): string | null {
  const byLang = { ja: row.comment_ja, en: row.comment_en, zh: row.comment_zh, ko: row.comment_ko };
  return byLang[lang] || row.comment_ja || row.comment_en || null;
}

function toAroundSpot(row: SpotRow, lang: Language) {
  return {
    id: row.id,
    placeId: row.place_id,
    category: row.category,
    typeName: row.type_name,
    facilityName: row.facility_name,
    facilityNameEn: row.facility_name_en,
    facilityNameZh: row.facility_name_zh,
    facilityNameKo: row.facility_name_ko,
    photoReference: row.photo_reference,
    lat: row.lat,
    lng: row.lng,
    telephone: row.telephone,
    website: row.website,
    address: row.address,
    comment: comment(row, lang),
  };
}

/** Travel guide: spots around the hotel, one spot with its hours, and spot photos (spec doc 1). */
export function createTravelHandlers(db: Db, photos: PlacePhotoSource) {
  return {
    async getAroundSpots(request) {
      const { hotelId, category = 0 } = request.query;
      const rows = await listSpots(db, hotelId, category);
      return { aroundSpots: rows.map((row) => toAroundSpot(row, 'ja')) };
    },

    async getAroundSpotDetail(request) {
      const { hotelId, placeId, lang } = request.query;
      const { row, hours } = await spotDetail(db, hotelId, placeId);
      return {
        aroundSpots: [toAroundSpot(row, lang)],
        aroundSpotBusinessHour: hours.map((h) => ({ day: h.day, startTime: h.start_time, endTime: h.end_time })),
      };
    },

    async getPlacePhoto(request, reply: FastifyReply) {
      const { photoReference, maxwidth = 1200 } = request.query;
      const photo = await spotPhoto(db, photos, photoReference, maxwidth);
      return reply
        .type(photo.contentType)
        .header('Cache-Control', 'public, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(photo.body);
    },
  } satisfies SomeHandlers;
}
