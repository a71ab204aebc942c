import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { checkinMail } from '../src/services/checkinMail.ts';

// The check-in mail names the check-in ID with the very words of the app's accept screen (and so
// of the check-out and the front desk, test/unit/locales.test.ts), in each of the four languages.
const appText = (language: string) =>
  (
    JSON.parse(readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8')) as Record<
      string,
      string
    >
  )['checkin.accept.checkinId']!;

describe('the check-in mail', () => {
  for (const language of ['ja', 'en', 'zh', 'ko'] as const) {
    it(`says the check-in ID as the app does, in ${language}`, () => {
      const code = 'ABCDEFGHJKMNPQRS';
      const mail = checkinMail({
        to: 'guest@example.com',
        language,
        surname: '山田',
        name: '花子',
        hotelName: 'ホテル桜並木 浅草',
        hotelNameLatin: 'Hotel Sakuranamiki Asakusa',
        hotelTelephone: null,
        checkinCode: code,
        arrival: '2026/05/01 15:00',
        totalMembers: 1,
        reservationCodes: ['SA-1001'],
        link: 'https://hotel.example/mypage/checkin-history/1?checkinCode=ABCDEFGHJKMNPQRS',
      });
      assert.ok(mail.text.split('\n').includes(appText(language).replace('{code}', code)), mail.text);
    });
  }
});
