import type { Operations } from '../contract.ts';
import type { Db } from '../db/database.ts';
import * as hotels from '../db/repositories/hotels.ts';
import * as ordering from '../db/repositories/ordering.ts';
import { findUserById } from '../db/repositories/users.ts';
import { hotelNotFound, numericId } from '../errors.ts';
import { fullName } from './checkinMail.ts';
import { localDateTime } from './hotelTime.ts';
import type { Mail, MailLanguage, Mailer } from './mail.ts';
import { orderNotFound, sameItems } from './ordering.ts';

/** One product line of an order mail. */
export interface OrderMailLine {
  name: string;
  quantity: number;
  /** Yen, tax included. */
  unitPrice: number;
}

export interface OrderMailInput {
  to: string;
  language: MailLanguage;
  /** The guest's mail greets them; the hotel's is addressed to the front desk. */
  recipient: 'guest' | 'admin';
  /** The member's name (guest mail); empty when unknown. */
  guestName: string;
  hotelName: string;
  hotelNameLatin: string;
  hotelTelephone: string | null;
  orderId: number;
  /** YYYY/MM/DD HH:mm at the hotel. */
  orderedAt: string;
  roomNumber: string;
  /** The order payment code: 0 pay at check-out, 1 credit card, 2 no payment. */
  paymentMethod: 0 | 1 | 2;
  lines: OrderMailLine[];
  total: number;
}

const digits = (amount: number) => new Intl.NumberFormat('en-US').format(amount);

interface Texts {
  subject: (hotel: string, id: number) => string;
  adminSubject: (room: string, id: number) => string;
  greeting: (name: string) => string;
  intro: (hotel: string) => string[];
  adminIntro: string[];
  yen: (amount: number) => string;
  labels: { number: string; date: string; room: string; method: string; items: string; total: string };
  methods: Record<0 | 1 | 2, string>;
  footer: (hotel: string, telephone: string | null) => string;
}

const texts: Record<MailLanguage, Texts> = {
  ja: {
    subject: (hotel, id) => `【${hotel}】ご注文を承りました（注文番号 ${id}）`,
    adminSubject: (room, id) => `【モバイルリクエスト】${room}号室から注文がありました（注文番号 ${id}）`,
    greeting: (name) => (name ? `${name} 様` : 'お客様'),
    intro: (hotel) => [`このたびは${hotel}をご利用いただき、ありがとうございます。`, '以下のご注文を承りました。'],
    adminIntro: ['モバイルリクエストで以下の注文を受け付けました。客室へのお届けをお願いします。'],
    yen: (amount) => `${digits(amount)}円`,
    labels: {
      number: '注文番号',
      date: '注文日時',
      room: '部屋番号',
      method: 'お支払い方法',
      items: 'ご注文内容',
      total: '合計（税込）',
    },
    methods: { 0: 'フロントでお支払い', 1: 'クレジットカード（お支払い済み）', 2: 'お支払いなし' },
    footer: (hotel, tel) =>
      `※このメールは送信専用アドレスから送信しています。ご不明な点は${hotel}${tel ? `（${tel}）` : ''}までお問い合わせください。`,
  },
  en: {
    subject: (hotel, id) => `[${hotel}] We have received your order (No. ${id})`,
    adminSubject: (room, id) => `[Mobile request] New order from room ${room} (No. ${id})`,
    greeting: (name) => (name ? `Dear ${name},` : 'Dear guest,'),
    intro: (hotel) => [`Thank you for staying at ${hotel}.`, 'We have received the order below.'],
    adminIntro: ['A guest placed the order below by mobile request. Please deliver it to the room.'],
    yen: (amount) => `¥${digits(amount)}`,
    labels: {
      number: 'Order number',
      date: 'Ordered at',
      room: 'Room',
      method: 'Payment',
      items: 'Items',
      total: 'Total (tax included)',
    },
    methods: { 0: 'Pay at the front desk', 1: 'Credit card (paid)', 2: 'No payment' },
    footer: (hotel, tel) =>
      `This mail was sent from a no-reply address. If you have any questions, please contact ${hotel}${tel ? ` (${tel})` : ''}.`,
  },
  zh: {
    subject: (hotel, id) => `【${hotel}】已收到您的订单（订单号 ${id}）`,
    adminSubject: (room, id) => `【移动点单】${room}号房间有新订单（订单号 ${id}）`,
    greeting: (name) => (name ? `尊敬的${name}：` : '尊敬的客人：'),
    intro: (hotel) => [`感谢您入住${hotel}。`, '我们已收到以下订单。'],
    adminIntro: ['客人通过移动点单下了以下订单，请送至客房。'],
    yen: (amount) => `${digits(amount)}日元`,
    labels: {
      number: '订单号',
      date: '下单时间',
      room: '房间号',
      method: '付款方式',
      items: '订单内容',
      total: '合计（含税）',
    },
    methods: { 0: '在前台支付', 1: '信用卡（已付款）', 2: '无需付款' },
    footer: (hotel, tel) =>
      `此邮件由仅限发送的地址发出，请勿回复。如有疑问，请联系${hotel}${tel ? `（${tel}）` : ''}。`,
  },
  ko: {
    subject: (hotel, id) => `[${hotel}] 주문이 접수되었습니다 (주문 번호 ${id})`,
    adminSubject: (room, id) => `[모바일 리퀘스트] ${room}호실에서 주문이 들어왔습니다 (주문 번호 ${id})`,
    greeting: (name) => (name ? `${name} 님` : '고객님'),
    intro: (hotel) => [`${hotel}을(를) 이용해 주셔서 감사합니다.`, '아래 주문이 접수되었습니다.'],
    adminIntro: ['고객이 모바일 리퀘스트로 아래 주문을 했습니다. 객실로 전달해 주십시오.'],
    yen: (amount) => `${digits(amount)}엔`,
    labels: {
      number: '주문 번호',
      date: '주문 일시',
      room: '객실 번호',
      method: '결제 방법',
      items: '주문 내용',
      total: '합계(세금 포함)',
    },
    methods: { 0: '프런트에서 결제', 1: '신용카드(결제 완료)', 2: '결제 없음' },
    footer: (hotel, tel) =>
      `이 메일은 발신 전용 주소에서 발송되었습니다. 문의 사항은 ${hotel}${tel ? `(${tel})` : ''}으로 연락해 주십시오.`,
  },
};

/** The mail of a mobile request order, to the guest or to the hotel's admin (spec doc 2 §7). */
export function orderingMail(input: OrderMailInput): Mail {
  const t = texts[input.language];
  const hotel = input.language === 'ja' ? input.hotelName : input.hotelNameLatin;
  const separator = input.language === 'ja' || input.language === 'zh' ? '：' : ': ';
  const field = (label: string, value: string) => `${label}${separator}${value}`;
  const lines = input.lines.map(
    (l) => `・${l.name} × ${l.quantity}  ${t.yen(l.unitPrice)} × ${l.quantity} = ${t.yen(l.unitPrice * l.quantity)}`,
  );
  const admin = input.recipient === 'admin';
  const text = [
    ...(admin ? t.adminIntro : [t.greeting(input.guestName), '', ...t.intro(hotel)]),
    '',
    field(t.labels.number, String(input.orderId)),
    field(t.labels.date, input.orderedAt),
    field(t.labels.room, input.roomNumber),
    field(t.labels.method, t.methods[input.paymentMethod]),
    '',
    t.labels.items,
    ...lines,
    field(t.labels.total, t.yen(input.total)),
    ...(admin ? [] : ['', t.footer(hotel, input.hotelTelephone)]),
  ].join('\n');
  return {
    kind: admin ? 'request-order-admin' : 'request-order',
    to: input.to,
    subject: admin ? t.adminSubject(input.roomNumber, input.orderId) : t.subject(hotel, input.orderId),
    text,
    language: input.language,
  };
}

type OrderMailRequest = Operations['sendmailMobileRequestInfoForUser']['body'];

/** The order a mail is about: found by id and hotel and matching the request, else 404. */
async function orderForMail(db: Db, body: OrderMailRequest) {
  const id = numericId(body.requestOrderId);
  const order = id === null ? undefined : await ordering.findRequestOrderWithItems(db, id);
  const matches =
    order !== undefined &&
    order.hotel_id === body.hotelId &&
    String(order.checkin_id) === body.checkinId &&
    order.room_number === body.roomNumber &&
    order.payment_method === body.paymentMethod &&
    order.total_amount === body.totalAmount &&
    sameItems(
      order.items.map((i) => ({ productId: i.product_id, quantity: i.quantity, unitPrice: i.unit_price })),
      body.products.map((p) => ({ id: p.id, numberOfItems: p.numberOfItems })),
    );
  if (!matches) throw orderNotFound();
  return order;
}

async function sendOrderMail(
  db: Db,
  mailer: Mailer,
  order: NonNullable<Awaited<ReturnType<typeof ordering.findRequestOrderWithItems>>>,
  recipient: 'user' | 'admin',
  to: string,
  language: MailLanguage,
  guestName: string,
) {
  const hotel = await hotels.findHotel(db, order.hotel_id);
  if (!hotel) throw orderNotFound();
  // Marked first, so that two requests for one order send one mail.
  if (!(await ordering.markMailed(db, order.id, recipient))) return;
  try {
    const at = localDateTime(order.created_at, hotel.time_zone);
    // The product's name in the mail's language, else Japanese (as the SPA's pickLocalized).
    const name = (i: (typeof order.items)[number]) =>
      ({ ja: i.name_ja, en: i.name_en, zh: i.name_zh, ko: i.name_ko })[language]?.trim() || i.name_ja;
    await mailer.send(
      orderingMail({
        to,
        language,
        recipient: recipient === 'user' ? 'guest' : 'admin',
        guestName,
        hotelName: hotel.hotel_name,
        hotelNameLatin: hotel.hotel_name_latin,
        hotelTelephone: hotel.telephone,
        orderId: order.id,
        orderedAt: `${at.date.replaceAll('-', '/')} ${at.time}`,
        roomNumber: order.room_number,
        paymentMethod: order.payment_method,
        lines: order.items.map((i) => ({ name: name(i), quantity: i.quantity, unitPrice: i.unit_price })),
        total: order.total_amount,
      }),
    );
  } catch (error) {
    // Not recorded in the outbox: a retry may queue it.
    await ordering.unmarkMailed(db, order.id, recipient);
    throw error;
  }
}

/** The guest's order mail, to the member who ordered (and to nobody else), in the order's language, once. */
export async function mailOrderToGuest(db: Db, mailer: Mailer, userId: number, body: OrderMailRequest): Promise<void> {
  const order = await orderForMail(db, body);
  if (order.user_id !== userId) throw orderNotFound();
  const user = await findUserById(db, userId);
  if (!user) throw orderNotFound();
  const language = body.lang;
  const separator = language === 'zh' || language === 'ko' ? '' : ' ';
  const name =
    user.surname || user.name
      ? fullName({ surname: user.surname ?? '', name: user.name ?? '', language }, separator).trim()
      : '';
  await sendOrderMail(db, mailer, order, 'user', user.email, language, name);
}

/** The hotel's order mail, in Japanese, once; a hotel without an admin address gets none. */
export async function mailOrderToHotel(db: Db, mailer: Mailer, body: OrderMailRequest): Promise<void> {
  const hotel = await hotels.findHotel(db, body.hotelId);
  if (!hotel) throw hotelNotFound(body.hotelId);
  const order = await orderForMail(db, body);
  // The hotel reads its orders in Japanese; a hotel without an admin address gets none.
  if (hotel.admin_email) await sendOrderMail(db, mailer, order, 'admin', hotel.admin_email, 'ja', '');
}
