import type { Mail, MailLanguage } from './mail.ts';

export interface CheckinMailInput {
  to: string;
  language: MailLanguage;
  surname: string;
  name: string;
  /** The hotel's name in Japanese and in Latin letters (the ja mail uses the first, others the second). */
  hotelName: string;
  hotelNameLatin: string;
  hotelTelephone: string | null;
  checkinCode: string;
  /** The chosen arrival, YYYY/MM/DD HH:mm at the hotel. */
  arrival: string;
  totalMembers: number;
  reservationCodes: string[];
  /** The check-in's page on My Page (QR code and wallet pass). */
  link: string;
}

const eastAsian = (text: string) =>
  /[\p{Script=Han}\p{Script=Hangul}\p{Script=Katakana}\p{Script=Hiragana}]/u.test(text);

/**
 * The guest's name as the app shows it (src/domain/profile/profile.ts fullName): family name first in Japanese
 * and, for names in Han, kana or Hangul, in every language; otherwise given name first.
 */
export function fullName(
  { surname, name, language }: Pick<CheckinMailInput, 'surname' | 'name' | 'language'>,
  separator: string,
): string {
  const east = eastAsian(surname + name);
  if (east) return `${surname}${separator}${name}`;
  return language === 'ja' ? `${surname} ${name}` : `${name} ${surname}`;
}

interface Texts {
  subject: (hotel: string) => string;
  body: (m: CheckinMailInput, hotel: string) => string;
}

const texts: Record<MailLanguage, Texts> = {
  ja: {
    subject: (hotel) => `【${hotel}】オンラインチェックインを受け付けました`,
    body: (m, hotel) =>
      [
        `${fullName(m, ' ')} 様`,
        '',
        `このたびは${hotel}のオンラインチェックインをご利用いただき、ありがとうございます。`,
        '以下の内容で受け付けました。ホテルでの確認後、チェックインが完了します。',
        '',
        `チェックインID：${m.checkinCode}`,
        `ご到着予定：${m.arrival}`,
        `ご宿泊人数：${m.totalMembers}名`,
        `ご予約番号：${m.reservationCodes.join('、') || 'なし'}`,
        '',
        'ご到着の際は、次のページのQRコードをフロントまたはチェックイン機にかざしてください。',
        m.link,
        '',
        `※このメールは送信専用アドレスから送信しています。ご不明な点は${hotel}${m.hotelTelephone ? `（${m.hotelTelephone}）` : ''}までお問い合わせください。`,
      ].join('\n'),
  },
  en: {
    subject: (hotel) => `[${hotel}] Your online check-in was received`,
    body: (m, hotel) =>
      [
        `Dear ${fullName(m, ' ')},`,
        '',
        `Thank you for checking in online with ${hotel}.`,
        'We have received the details below. Your check-in is complete once the hotel has confirmed it.',
        '',
        `Check-in ID: ${m.checkinCode}`,
        `Arrival: ${m.arrival}`,
        `Guests: ${m.totalMembers}`,
        `Reservation number: ${m.reservationCodes.join(', ') || 'none'}`,
        '',
        'When you arrive, please hold the QR code on this page over the check-in machine or show it at the front desk:',
        m.link,
        '',
        `This mail was sent from a no-reply address. If you have any questions, please contact ${hotel}${m.hotelTelephone ? ` (${m.hotelTelephone})` : ''}.`,
      ].join('\n'),
  },
  zh: {
    subject: (hotel) => `【${hotel}】已收到您的在线入住登记`,
    body: (m, hotel) =>
      [
        `尊敬的${fullName(m, '')}：`,
        '',
        `感谢您使用${hotel}的在线入住登记。`,
        '我们已收到以下内容。酒店确认后，入住手续即告完成。',
        '',
        `入住编号：${m.checkinCode}`,
        `预计抵达：${m.arrival}`,
        `入住人数：${m.totalMembers}人`,
        `预订号：${m.reservationCodes.join('、') || '无'}`,
        '',
        '抵达时，请在前台或自助入住机出示以下页面中的二维码。',
        m.link,
        '',
        `此邮件由仅限发送的地址发出，请勿回复。如有疑问，请联系${hotel}${m.hotelTelephone ? `（${m.hotelTelephone}）` : ''}。`,
      ].join('\n'),
  },
  ko: {
    subject: (hotel) => `[${hotel}] 온라인 체크인이 접수되었습니다`,
    body: (m, hotel) =>
      [
        `${fullName(m, '')} 님`,
        '',
        `${hotel}의 온라인 체크인을 이용해 주셔서 감사합니다.`,
        '아래 내용으로 접수되었습니다. 호텔에서 확인하면 체크인이 완료됩니다.',
        '',
        `체크인 ID: ${m.checkinCode}`,
        `도착 예정: ${m.arrival}`,
        `숙박 인원: ${m.totalMembers}명`,
        `예약 번호: ${m.reservationCodes.join(', ') || '없음'}`,
        '',
        '도착하시면 아래 페이지의 QR 코드를 프런트 또는 체크인 기기에 제시해 주십시오.',
        m.link,
        '',
        `이 메일은 발신 전용 주소에서 발송되었습니다. 문의 사항은 ${hotel}${m.hotelTelephone ? `(${m.hotelTelephone})` : ''}으로 연락해 주십시오.`,
      ].join('\n'),
  },
};

/** The kind of the confirmation mail: it holds check-in data, so the upkeep deletes it after the retention. */
export const CHECKIN_MAIL_KIND = 'checkin-confirmation';

/** The guest's confirmation of an online check-in, in the language they used (spec doc 2 checkinAccept). */
export function checkinMail(input: CheckinMailInput): Mail {
  const text = texts[input.language];
  const hotel = input.language === 'ja' ? input.hotelName : input.hotelNameLatin;
  return {
    kind: CHECKIN_MAIL_KIND,
    to: input.to,
    subject: text.subject(hotel),
    text: text.body(input, hotel),
    language: input.language,
  };
}
