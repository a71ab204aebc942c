import fs from 'node:fs/promises';
import path from 'node:path';

export interface PlacePhoto {
  contentType: string;
  body: Buffer;
}

/** Where spot photos come from: the demo files, or a maps photo service with a server-held key. */
export interface PlacePhotoSource {
  /** The photo, or null when the source has none for this reference. */
  fetch(photoReference: string, maxWidth: number): Promise<PlacePhoto | null>;
}

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/** Demo photos: `<dir>/<photoReference>.(svg|jpg|png|webp)`. References are [A-Za-z0-9_-] only. */
export function demoPhotoSource(dir: string): PlacePhotoSource {
  return {
    async fetch(photoReference) {
      for (const [extension, contentType] of Object.entries(TYPES)) {
        try {
          const body = await fs.readFile(path.join(dir, `${photoReference}${extension}`));
          return { contentType, body };
        } catch {
          // try the next extension
        }
      }
      return null;
    },
  };
}

/**
 * A maps place-photo service (Google Places photo API shape): the key stays on the server; the
 * browser only ever sees our /api/place-photo URL.
 */
export function mapsPhotoSource(
  apiKey: string,
  endpoint = 'https://maps.googleapis.com/maps/api/place/photo',
): PlacePhotoSource {
  return {
    async fetch(photoReference, maxWidth) {
      const url = new URL(endpoint);
      url.searchParams.set('maxwidth', String(maxWidth));
      url.searchParams.set('photo_reference', photoReference);
      url.searchParams.set('key', apiKey);
      const response = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(10_000) });
      if (response.status === 400 || response.status === 404) return null;
      if (!response.ok) throw new Error(`place photo service answered ${response.status}`);
      const contentType = response.headers.get('content-type') ?? 'image/jpeg';
      if (!contentType.startsWith('image/')) throw new Error(`place photo service sent ${contentType}`);
      return { contentType, body: Buffer.from(await response.arrayBuffer()) };
    },
  };
}
