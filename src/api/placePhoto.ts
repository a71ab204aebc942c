import { API_BASE } from './baseApi';

/** Spec constant: spot photos are requested at most 1200px wide. */
export const PHOTO_MAX_WIDTH = 1200;

/** The URL of a spot's photo (served by our API, which holds any maps key). */
export function placePhotoUrl(photoReference: string): string {
  const query = new URLSearchParams({ photoReference, maxwidth: String(PHOTO_MAX_WIDTH) });
  return `${API_BASE}/api/place-photo?${query}`;
}
