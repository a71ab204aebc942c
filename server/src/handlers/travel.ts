import type { FastifyReply } from 'fastify';
import type { Language, OperationRequest } from '../contract.ts';
import type { Db } from '../db/database.ts';
import * as spots from '../db/repositories/aroundSpots.ts';
import type { AroundSpotsTable } from '../db/schema.ts';
import { HttpError, notFound } from '../errors.ts';
import type { PlacePhotoSource } from '../services/placePhotos.ts';
import { requireHotel } from '../services/hotelScope.ts';

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
    async getAroundSpots(request: OperationRequest<'getAroundSpots'>) {
      const { hotelId, category = 0 } = request.query;
      await requireHotel(db, hotelId);
      const rows = await spots.listSpots(db, hotelId, category);
      return { aroundSpots: rows.map((row) => toAroundSpot(row, 'ja')) };
    },

    async getAroundSpotDetail(request: OperationRequest<'getAroundSpotDetail'>) {
      const { hotelId, placeId, lang } = request.query;
      await requireHotel(db, hotelId);
      const row = await spots.findSpot(db, hotelId, placeId);
      if (!row) throw new HttpError(404, 'This spot was not found.', 'spot_not_found');
      const hours = await spots.listBusinessHours(db, row.id);
      return {
        aroundSpots: [toAroundSpot(row, lang)],
        aroundSpotBusinessHour: hours.map((h) => ({ day: h.day, startTime: h.start_time, endTime: h.end_time })),
      };
    },

    async getPlacePhoto(request: OperationRequest<'getPlacePhoto'>, reply: FastifyReply) {
      const { photoReference, maxwidth = 1200 } = request.query;
      // Only photos of spots a hotel shows: the endpoint is no open proxy to the maps service.
      if (!(await spots.photoInUse(db, photoReference))) throw notFound('This photo was not found.', 'photo_not_found');
      const photo = await photos.fetch(photoReference, maxwidth);
      if (!photo) throw notFound('This photo was not found.', 'photo_not_found');
      return reply
        .type(photo.contentType)
        .header('Cache-Control', 'public, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(photo.body);
    },
  };
}
