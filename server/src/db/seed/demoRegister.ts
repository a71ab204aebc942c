import { deflateSync } from 'node:zlib';
import type { Db } from '../database.ts';
import { addDays, businessDate, zonedInstant } from '../../services/hotelTime.ts';
import { maskPassportNumber } from '../../services/passportCapture.ts';
import type { RegisterCipher } from '../../services/registerCrypto.ts';
import { retainAfterCheckout } from '../../services/retention.ts';
import { DEMO_HOTEL_ID, demoHotelClocks } from './demoHotels.ts';

/**
 * A foreign guest's past stay in the guest register (issue 24), so the front desk's register shows a
 * passport: Emily Carter of Portland (USA) and her companion, checked in online 3 days before the
 * seed and checked out the day before it, without a member account. The passport's photo is a plain
 * specimen card. Written again (with new dates) each time the seed runs.
 */
export const DEMO_REGISTER_CHECKIN_CODE = 'DEMOREGISTER1';
export const DEMO_PASSPORT_NUMBER = 'X12345678';

/** A PNG of one colour (a passport-card stand-in), built here so the seed needs no image file. */
function specimenPng(width = 330, height = 230): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [30, 60, 110]).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function seedDemoRegister(db: Db, cipher: RegisterCipher, now = new Date()): Promise<void> {
  const hotel = (await demoHotelClocks(db)).find((h) => h.id === DEMO_HOTEL_ID);
  if (!hotel) return;
  const today = businessDate(hotel, now);
  const arrival = zonedInstant(addDays(today, -3), hotel.checkin_begin_time, hotel.time_zone);
  const checkedOutAt = zonedInstant(addDays(today, -1), '10:00', hotel.time_zone);
  await db.transaction().execute(async (trx) => {
    // Its register rows go with it (ON DELETE CASCADE).
    await trx.deleteFrom('checkins').where('checkin_code', '=', DEMO_REGISTER_CHECKIN_CODE).execute();
    const { id } = await trx
      .insertInto('checkins')
      .values({
        hotel_id: DEMO_HOTEL_ID,
        checkin_code: DEMO_REGISTER_CHECKIN_CODE,
        status: 'checked_out',
        approved_status: 2,
        jpn_gtd_status: 0,
        checkin_time: arrival,
        user_checkin_time: arrival,
        total_members: 2,
        telephone: '15035550142',
        previous_place: 'Portland',
        next_place: 'Kyoto',
        front_supported: false,
        checked_out_at: checkedOutAt,
        retain_until: retainAfterCheckout(checkedOutAt),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const common = { checkin_id: id, hotel_id: DEMO_HOTEL_ID };
    await trx
      .insertInto('guest_register')
      .values([
        {
          ...common,
          guest: 0,
          name: 'Carter Emily',
          address: '1200 SW Main St, Portland, OR 97205, USA',
          telephone: '15035550142',
          nationality: 'USA',
          resides_in_japan: false,
          passport_ciphertext: cipher.encrypt(Buffer.from(DEMO_PASSPORT_NUMBER)),
          passport_masked: maskPassportNumber(DEMO_PASSPORT_NUMBER),
          image_ciphertext: cipher.encrypt(specimenPng()),
          image_type: 'image/png',
          key_id: cipher.keyId,
        },
        { ...common, guest: 1, name: 'Carter Tom' },
      ])
      .execute();
  });
}
