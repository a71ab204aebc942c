import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Schema } from '../contract.ts';
import type { Db } from '../db/database.ts';
import { insertHotelImage } from '../db/repositories/hotelImages.ts';
import { recordChange } from './auditLog.ts';
import { decodeBase64Image, imageInvalid } from './passportImage.ts';
import type { SignedInStaff } from './staffRoles.ts';

/**
 * The pictures managers upload in the console (issue 32; uploadHotelImage in openapi.yaml): read by
 * sharp whatever type the browser named, turned upright, made at most 1600 pixels on each side,
 * recompressed as WebP without metadata (a phone photo's GPS position and camera stay behind), and
 * kept in the database under a name made of the result's content. Served by plugins/hotelImages.ts.
 */
const MAX_SIDE = 1600;
/** A decompression bomb (a small file of a huge picture) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;
const READABLE = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

export const imageUrl = (hotelId: string, name: string) => `/images/hotels/${encodeURIComponent(hotelId)}/${name}`;

async function recompress(bytes: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  try {
    const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await input.metadata();
    if (!format || !READABLE.has(format)) throw imageInvalid();
    const { data, info } = await input
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    // Not a picture, a picture sharp cannot decode (an HEVC-coded HEIC), or too many pixels.
    throw imageInvalid();
  }
}

export async function uploadHotelImage(
  db: Db,
  staff: SignedInStaff,
  upload: Schema<'HotelImageUpload'>,
): Promise<Schema<'HotelImage'>> {
  const { data, width, height } = await recompress(decodeBase64Image(upload.data));
  const name = `${createHash('sha256').update(data).digest('hex').slice(0, 32)}.webp`;
  const url = imageUrl(staff.hotelId, name);
  await db.transaction().execute(async (trx) => {
    const stored = await insertHotelImage(trx, {
      hotelId: staff.hotelId,
      name,
      bytes: data,
      width,
      height,
      uploadedBy: staff.id,
    });
    // The same picture again is the same image: recorded once, when it was first kept.
    if (!stored) return;
    await recordChange(trx, {
      hotelId: staff.hotelId,
      actor: { staffId: staff.id, email: staff.email },
      operation: 'image.upload',
      target: url,
      before: null,
      after: { url, width, height, bytes: data.length },
    });
  });
  return { url, width, height };
}
