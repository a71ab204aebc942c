import { randomBytes, randomUUID } from 'node:crypto';
import { DEMO_HOTEL_ID } from '../../src/db/seed/demoHotels.ts';
import type { Operations } from '../../src/contract.ts';
import { callOperation, type Malformed } from './callOperation.ts';
import type { TestApp } from './helpers.ts';

/** Image files as far as their first bytes tell (what the server checks), then random bytes. */
export const jpegBytes = (size = 2048) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(size - 4)]);
export const pngBytes = (size = 2048) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(size - 8)]);
/** An ISO-BMFF `ftyp` box (major brand mif1, compatible mif1 and heic), as an iPhone's HEIC file begins. */
export function heicBytes(size = 2048): Buffer {
  const box = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmif1\0\0\0\0mif1heic', 'latin1')]);
  return Buffer.concat([box, randomBytes(size - box.length)]);
}

/** A passport photo as createPassportCapture takes it. */
export type PassportImage = Operations['createPassportCapture']['body']['image'];

export interface CaptureInput {
  hotelId?: string;
  nationality?: string;
  passportNumber?: string;
  image?: PassportImage;
}

/** createPassportCapture as the member (callOperation: the answer checked against the contract). */
export async function uploadPassport(t: TestApp, token: string | undefined, input: CaptureInput = {}) {
  return callOperation(t.app, 'createPassportCapture', {
    ...(token && { token }),
    body: {
      hotelId: input.hotelId ?? DEMO_HOTEL_ID,
      nationality: input.nationality ?? 'USA',
      passportNumber: input.passportNumber ?? 'XK1234567',
      image: input.image ?? { type: 'image/jpeg', data: jpegBytes().toString('base64') },
    },
  });
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface ForeignCheckin {
  userId: string;
  /** Unix seconds of the arrival; default an hour from now (the next day in Tokyo from 23:00 on). */
  arrival?: number;
  nationality?: 'JPN' | 'NJP';
  residesInJapan?: boolean;
  passports?: { guest: number; passportId: string }[];
  accompany?: { surname: string; name: string }[];
  reservationIds?: string[];
  checkinId?: string;
}

export type SmartCheckinBody = Operations['smartCheckin']['body'];

/** A smartCheckin body of a guest from abroad (Emily Carter of Portland), without reservations unless given. */
export function foreignCheckinBody(o: ForeignCheckin): SmartCheckinBody {
  const accompany = o.accompany ?? [];
  return {
    ...(o.checkinId && { checkinId: o.checkinId }),
    userId: o.userId,
    checkin: {
      hotelId: DEMO_HOTEL_ID,
      jpnGtdStatus: 0,
      approvedStatus: 0,
      nextPlaceToStay: 'Kyoto',
      previousPlaceToStay: 'Home',
      userCheckinTime: o.arrival ?? nowSeconds() + 3600,
      checkinTime: o.arrival ?? nowSeconds() + 3600,
      accompany,
      guest: { totalMembers: accompany.length + 1, reservationTel: '15035550142' },
      user: {
        surname: 'Carter',
        name: 'Emily',
        nationality: o.nationality ?? 'NJP',
        birthDate: '1990-05-01',
        gender: 'F',
        telephone: '15035550142',
        address: '1200 SW Main St, Portland, OR 97205, USA',
        occupation: 'Engineer',
        email: 'emily.carter@example.com',
      },
    },
    reservationIds: o.reservationIds ?? [],
    guestRegister: { residesInJapan: o.residesInJapan ?? false, passports: o.passports ?? [] },
    checkinNote: { memo: '' },
    paymentType: 'cash',
    receiptName: 'Emily Carter',
    lang: 'en',
  };
}

/** smartCheckin as the member, under a new Idempotency-Key unless given. */
export function submitCheckin(
  t: TestApp,
  token: string,
  body: SmartCheckinBody | Malformed,
  key: string = randomUUID(),
) {
  return callOperation(t.app, 'smartCheckin', { token, body, key });
}
