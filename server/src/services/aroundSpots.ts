import type { Db } from '../db/database.ts';
import * as spots from '../db/repositories/aroundSpots.ts';
import { notFound } from '../errors.ts';
import { requireHotel } from './hotelScope.ts';
import type { PlacePhotoSource } from './placePhotos.ts';

/** Travel guide: the hotel's spots, one spot with its hours, and spot photos (spec doc 1). */

export async function listSpots(db: Db, hotelId: string, category: number) {
  await requireHotel(db, hotelId);
  return spots.listSpots(db, hotelId, category);
}

export async function spotDetail(db: Db, hotelId: string, placeId: string) {
  await requireHotel(db, hotelId);
  const row = await spots.findSpot(db, hotelId, placeId);
  if (!row) throw notFound('This spot was not found.', 'spot_not_found');
  return { row, hours: await spots.listBusinessHours(db, row.id) };
}

/** Only photos of spots a hotel shows: the endpoint is no open proxy to the maps service. */
export async function spotPhoto(db: Db, photos: PlacePhotoSource, photoReference: string, maxwidth: number) {
  const photo = (await spots.photoInUse(db, photoReference)) ? await photos.fetch(photoReference, maxwidth) : null;
  if (!photo) throw notFound('This photo was not found.', 'photo_not_found');
  return photo;
}
