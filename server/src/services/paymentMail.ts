import type { Mail, MailLanguage } from './mail.ts';

/** One group of the paid lines: a reservation (its rooms) or the orders of the stay. */
export interface PaymentMailGroup {
  /** Reservation number and rooms; null for lines of the stay without a reservation. */
  label: string | null;
  /** Charges, discounts (a positive amount) and what was paid (charges less discounts), in yen. */
  useAmount: number;
  discount: number;
  paymentAmount: number;
}

export interface PaymentMailInput {
  to: string;
  language: MailLanguage;
  guestName: string;
  /** The hotel's name in Japanese and in Latin letters (the ja mail uses the first, others the second). */
  hotelName: string;
  hotelNameLatin: string;
  hotelTelephone: string | null;
  /** The reception number: the payment's order id. */
  orderId: string;
  /** When the payment was made, YYYY/MM/DD HH:mm at the hotel. */
  receptionDate: string;
  /** The card's brand (never its number). */
  cardBrand: string;
  amount: number;
  groups: PaymentMailGroup[];
  /** The payment's usage detail (invoice) on My Page. */
  link: string;
}

const digits = (amount: number) => new Intl.NumberFormat('en-US').format(amount);

interface Texts {
  subject: (hotel: string) => string;
  greeting: (name: string) => string;
  intro: (hotel: string) => string[];
  yen: (amount: number) => string;
  labels: { number: string; date: string; method: string; amount: string; details: string; stay: string };
  card: (brand: string) => string;
  group: { use: string; discount: string; paid: string };
  linkIntro: string;
  footer: (hotel: string, telephone: string | null) => string;
}

const texts: Record<MailLanguage, Texts> = {
  ja: {
    subject: (hotel) => `【${hotel}】クレジットカードでのお支払いが完了しました`,
    greeting: (name) => `${name} 様`,
    intro: (hotel) => [`このたびは${hotel}をご利用いただき、ありがとうございます。`, '以下のお支払いを承りました。'],
    yen: (amount) => `${digits(amount)}円`,
    labels: {
      number: '受付番号',
      date: '受付日時',
      method: 'お支払い方法',
      amount: 'お支払い金額',
      details: 'ご利用内容',
      stay: 'ご滞在中のご利用',
    },
    card: (brand) => `クレジットカード（${brand}）`,
    group: { use: 'ご利用金額', discount: '割引', paid: 'お支払い金額' },
    linkIntro: 'ご利用明細と領収書は次のページでご確認いただけます。',
    footer: (hotel, tel) =>
      `※このメールは送信専用アドレスから送信しています。ご不明な点は${hotel}${tel ? `（${tel}）` : ''}までお問い合わせください。`,
  },
  en: {
    subject: (hotel) => `[${hotel}] Your credit card payment is complete`,
    greeting: (name) => `Dear ${name},`,
    intro: (hotel) => [`Thank you for staying at ${hotel}.`, 'We have received the payment below.'],
    yen: (amount) => `¥${digits(amount)}`,
    labels: {
      number: 'Reception number',
      date: 'Date',
      method: 'Payment method',
      amount: 'Amount paid',
      details: 'Details',
      stay: 'Charges during your stay',
    },
    card: (brand) => `Credit card (${brand})`,
    group: { use: 'Charges', discount: 'Discount', paid: 'Paid' },
    linkIntro: 'You can see the usage details and the receipt on this page:',
    footer: (hotel, tel) =>
      `This mail was sent from a no-reply address. If you have any questions, please contact ${hotel}${tel ? ` (${tel})` : ''}.`,
  },
  zh: {
    subject: (hotel) => `【${hotel}】信用卡付款已完成`,
    greeting: (name) => `尊敬的${name}：`,
    intro: (hotel) => [`感谢您入住${hotel}。`, '我们已收到以下付款。'],
    yen: (amount) => `${digits(amount)}日元`,
    labels: {
      number: '受理编号',
      date: '受理时间',
      method: '付款方式',
      amount: '付款金额',
      details: '消费明细',
      stay: '住宿期间的消费',
    },
    card: (brand) => `信用卡（${brand}）`,
    group: { use: '消费金额', discount: '折扣', paid: '付款金额' },
    linkIntro: '您可以在以下页面查看消费明细和收据。',
    footer: (hotel, tel) =>
      `此邮件由仅限发送的地址发出，请勿回复。如有疑问，请联系${hotel}${tel ? `（${tel}）` : ''}。`,
  },
  ko: {
    subject: (hotel) => `[${hotel}] 신용카드 결제가 완료되었습니다`,
    greeting: (name) => `${name} 님`,
    intro: (hotel) => [`${hotel}을(를) 이용해 주셔서 감사합니다.`, '아래 결제가 접수되었습니다.'],
    yen: (amount) => `${digits(amount)}엔`,
    labels: {
      number: '접수 번호',
      date: '접수 일시',
      method: '결제 방법',
      amount: '결제 금액',
      details: '이용 내역',
      stay: '숙박 중 이용',
    },
    card: (brand) => `신용카드 (${brand})`,
    group: { use: '이용 금액', discount: '할인', paid: '결제 금액' },
    linkIntro: '이용 내역과 영수증은 아래 페이지에서 확인하실 수 있습니다.',
    footer: (hotel, tel) =>
      `이 메일은 발신 전용 주소에서 발송되었습니다. 문의 사항은 ${hotel}${tel ? `(${tel})` : ''}으로 연락해 주십시오.`,
  },
};

/** The guest's confirmation of a card payment at check-out (spec doc 2 sendmailCheckoutPaymentInfo). */
export function checkoutPaymentMail(input: PaymentMailInput): Mail {
  const t = texts[input.language];
  const hotel = input.language === 'ja' ? input.hotelName : input.hotelNameLatin;
  const separator = input.language === 'ja' || input.language === 'zh' ? '：' : ': ';
  const field = (label: string, value: string) => `${label}${separator}${value}`;
  const groups = input.groups.flatMap((g) => [
    `■ ${g.label ?? t.labels.stay}`,
    `  ${field(t.group.use, t.yen(g.useAmount))}`,
    ...(g.discount > 0 ? [`  ${field(t.group.discount, `-${t.yen(g.discount)}`)}`] : []),
    `  ${field(t.group.paid, t.yen(g.paymentAmount))}`,
  ]);
  const text = [
    t.greeting(input.guestName),
    '',
    ...t.intro(hotel),
    '',
    field(t.labels.number, input.orderId),
    field(t.labels.date, input.receptionDate),
    field(t.labels.method, t.card(input.cardBrand)),
    field(t.labels.amount, t.yen(input.amount)),
    '',
    `${t.labels.details}`,
    ...groups,
    '',
    t.linkIntro,
    input.link,
    '',
    t.footer(hotel, input.hotelTelephone),
  ].join('\n');
  return {
    kind: 'checkout-payment',
    to: input.to,
    subject: t.subject(hotel),
    text,
    language: input.language,
  };
}
