import { HttpError } from '../errors.ts';
import type { PassportImageType } from '../db/schema.ts';

/** The spec's image rules (doc 1 §5): at most 10 MB, JPEG, PNG or HEIC. */
export const MAX_PASSPORT_IMAGE_BYTES = 10 * 1024 * 1024;

export const imageInvalid = () => new HttpError(400, 'Invalid image', 'image_invalid');

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** HEIF brands of an ISO-BMFF `ftyp` box: HEVC images and sequences, and the generic image brands. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

const startsWith = (bytes: Buffer, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);

/** An ISO-BMFF file whose first box is `ftyp` with a HEIF brand, major or compatible. */
function isHeif(bytes: Buffer): boolean {
  if (bytes.length < 16 || bytes.toString('latin1', 4, 8) !== 'ftyp') return false;
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length);
  // major brand (8..12), minor version (12..16), then the compatible brands
  const brands = [bytes.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(bytes.toString('latin1', at, at + 4));
  return brands.some((brand) => HEIF_BRANDS.has(brand));
}

const MATCHES: Record<PassportImageType, (bytes: Buffer) => boolean> = {
  'image/jpeg': (bytes) => startsWith(bytes, JPEG),
  'image/png': (bytes) => startsWith(bytes, PNG),
  'image/heic': isHeif,
};

/**
 * An uploaded file's bytes from its base64 text: 400 image_invalid unless it is base64, 413
 * image_too_large above 10 MB (the spec's words). Messages never quote the data. Also the console's
 * pictures (services/hotelImages.ts).
 */
export function decodeBase64Image(data: string): Buffer {
  if (data.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(data)) throw imageInvalid();
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  if ((data.length / 4) * 3 - padding > MAX_PASSPORT_IMAGE_BYTES) {
    throw new HttpError(413, 'File size limit 10Mb.', 'image_too_large');
  }
  return Buffer.from(data, 'base64');
}

/** The passport image's bytes: decodeBase64Image's rules, and a file of its type (by its first bytes). */
export function decodePassportImage(image: { type: PassportImageType; data: string }): Buffer {
  const bytes = decodeBase64Image(image.data);
  if (!MATCHES[image.type](bytes)) throw imageInvalid();
  return bytes;
}
