import type { Db } from '../database.ts';
import { createUser } from '../repositories/users.ts';
import { newCheckinCode } from '../../services/codes.ts';
import { hashPassword, passwordCostLowered } from '../../services/passwords.ts';
import { localDateTime } from '../../services/hotelTime.ts';
import { retainUntilPlanned } from '../../services/retention.ts';
import { DEMO_HOTEL_ID, demoHotelClocks, MINIMAL_HOTEL_ID } from './demoHotels.ts';

/** The password of the seeded email accounts (listed in docs/demo-data.md). */
export const DEMO_PASSWORD = 'Sakura2026';
/**
 * Its scrypt hash, made once with hashPassword: the password is public anyway, and hashing at
 * every seed would cost a third of a second per account (tests seed many databases).
 */
const DEMO_PASSWORD_HASH =
  'scrypt$131072$8$1$drrQ0tAg+94wz6EfaAJ0fQ==$uS/vE5U9tPaVpIeaYsZECk/HUvetkjcVlbloCQBx7kaQzLxOcrMWS+jEbjAE1eSscRmB0x0Ayr3nXqXUeybhgg==';

let lowered: Promise<string> | undefined;

/**
 * The demo accounts' hash: the one above, or, in tests that hash at a lower cost (passwords.ts
 * lowerPasswordCostForTests), one at that cost, so that their hundreds of demo sign-ins are cheap too.
 */
export function demoPasswordHash(): Promise<string> {
  if (!passwordCostLowered()) return Promise.resolve(DEMO_PASSWORD_HASH);
  lowered ??= hashPassword(DEMO_PASSWORD);
  return lowered;
}

const DAY = 86_400_000;

/**
 * Demo members: one with a complete profile and a check-in history (one stay with tickets and a
 * wallet pass), one whose profile is still incomplete, and one migrated from an older system who
 * must set a new password. Existing accounts are left as they are, so running the seed again
 * changes nothing.
 */
export async function seedDemoAccounts(db: Db, now = new Date()): Promise<void> {
  const hanako = await createUser(db, {
    email: 'hanako.yamada@sakura-demo.example',
    password_hash: await demoPasswordHash(),
    language: 'ja',
    surname: '山田',
    name: '花子',
    name_kana: 'ヤマダ ハナコ',
    name_latin: 'Hanako Yamada',
    nationality: 'JPN',
    birth_date: '1988-04-12',
    gender: 'F',
    telephone: '09012345678',
    postal_code: '150-0041',
    address: '東京都渋谷区神南1-2-3',
    occupation: '会社員',
    company: '桜商事株式会社',
  });
  if (hanako) {
    const stays = [
      {
        hotel: DEMO_HOTEL_ID,
        daysAgo: 2,
        // The latest stay has a wallet pass: My Page's check-in info shows the save-to-wallet link.
        passId: 'pass-demo-0001',
        tickets: [
          ['朝食券 Breakfast', 2],
          ['大浴場利用券 Bath', 2],
        ] as const,
      },
      { hotel: MINIMAL_HOTEL_ID, daysAgo: 41, passId: null, tickets: [] as const },
    ];
    const clocks = await demoHotelClocks(db);
    for (const stay of stays) {
      const code = newCheckinCode();
      const time = new Date(now.getTime() - stay.daysAgo * DAY);
      const timeZone = clocks.find((h) => h.id === stay.hotel)?.time_zone ?? 'Asia/Tokyo';
      const { id } = await db
        .insertInto('checkins')
        .values({
          hotel_id: stay.hotel,
          user_id: hanako.id,
          checkin_code: code,
          status: 'submitted',
          approved_status: 2,
          jpn_gtd_status: 0,
          checkin_time: time,
          user_checkin_time: time,
          total_members: 2,
          telephone: '09012345678',
          qr_json: JSON.stringify({
            checkin_code: code,
            hotel_id: stay.hotel,
            ...(stay.passId && { pass_id: stay.passId }),
          }),
          front_supported: false,
          // No reservation: kept 3 years from the end of its arrival day, as smartCheckin keeps one.
          retain_until: retainUntilPlanned(localDateTime(time, timeZone).date, timeZone),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const tickets = stay.tickets.flatMap(([name, count]) =>
        Array.from({ length: count }, () => ({ checkin_id: id, ticket_name: name, exchange_code: newCheckinCode() })),
      );
      if (tickets.length > 0) await db.insertInto('checkin_tickets').values(tickets).execute();
    }
  }
  await createUser(db, {
    email: 'new.guest@sakura-demo.example',
    password_hash: await demoPasswordHash(),
    language: 'en',
  });
  await createUser(db, {
    email: 'migrated@sakura-demo.example',
    password_hash: null,
    must_reset_password: true,
    language: 'ja',
  });
}
