import fs from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { InvoiceTotals } from './invoice.ts';

/**
 * The receipt (領収書) of a card payment as a PDF (spec doc 2 §7 backupReceiptPDF; §9 yen, tax 8%
 * and 10% on receipts). Japanese with English beside it, in Noto Sans JP (SIL Open Font License,
 * from the @expo-google-fonts/noto-sans-jp package); pdfkit embeds only the glyphs used, so a
 * receipt stays a few tens of kilobytes although each font file is 5 MB.
 */

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf'),
};
let fonts: { regular: Buffer; bold: Buffer } | null = null;
/** Read once, on the first receipt (10 MB kept in memory from then on). */
function loadFonts() {
  fonts ??= { regular: fs.readFileSync(FONT_FILES.regular), bold: fs.readFileSync(FONT_FILES.bold) };
  return fonts;
}

export interface ReceiptContent {
  receiptNumber: string;
  /** The payment's date and time at the hotel, YYYY/MM/DD HH:mm. */
  date: string;
  guestName: string;
  /** What the amount was for (the "但し" line), e.g. ご宿泊代 or ご宿泊代として. */
  provision: string;
  amount: number;
  totals: InvoiceTotals;
  hotel: { name: string; nameLatin: string; address: string | null; telephone: string | null };
  transactionNumber: string;
  card: { cardBrand: string; cardNumber: string } | null;
}

const yen = (amount: number) => `¥${amount.toLocaleString('en-US')}`;

/** "但し ○○として": the provision as given, with として added unless it has it. */
export function provisionLine(provision: string): string {
  const text = provision.trim() || 'ご利用代金';
  return `但し ${text.endsWith('として') ? text : `${text}として`}`;
}

/** Renders the receipt; resolves with the PDF's bytes. */
export function renderReceiptPdf(receipt: ReceiptContent): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A5',
    margin: 36,
    info: {
      // ASCII, so the number reads in the file as it is (the content streams are compressed).
      Title: `Receipt ${receipt.receiptNumber}`,
      Subject: '領収書',
      Author: receipt.hotel.name,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('jp', regular);
  doc.registerFont('jp-bold', bold);

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const muted = '#555555';
  const rule = (y: number, weight = 0.75) =>
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(weight)
      .strokeColor('#333333')
      .stroke();
  /** A label on the left and a value on the right of one line. */
  const pair = (label: string, value: string, y: number, options: { bold?: boolean; size?: number } = {}) => {
    doc
      .font(options.bold ? 'jp-bold' : 'jp')
      .fontSize(options.size ?? 9)
      .fillColor('#000000');
    doc.text(label, left, y, { width: width * 0.6 });
    doc.text(value, left + width * 0.4, y, { width: width * 0.6, align: 'right' });
  };

  // Title
  doc.font('jp-bold').fontSize(22).fillColor('#000000').text('領 収 書', left, 40, { width, align: 'center' });
  doc.font('jp').fontSize(9).fillColor(muted).text('RECEIPT', { width, align: 'center', characterSpacing: 2 });

  // Number and date
  let y = 100;
  doc.font('jp').fontSize(8.5).fillColor('#000000');
  doc.text(`No. ${receipt.receiptNumber}`, left, y, { width, align: 'right' });
  doc.text(`発行日 Date: ${receipt.date}`, left, y + 13, { width, align: 'right' });

  // Addressee
  y = 138;
  const name = receipt.guestName.trim();
  doc
    .font('jp-bold')
    .fontSize(14)
    .text(`${name || '　　　　　　'} 様`, left, y, { width: width * 0.75 });
  y = doc.y + 2;
  rule(y, 1);

  // Amount
  y += 16;
  doc.rect(left, y, width, 44).fillColor('#f3f3f3').fill();
  doc
    .font('jp')
    .fontSize(9)
    .fillColor(muted)
    .text('金額 Amount', left + 12, y + 8);
  doc
    .font('jp')
    .fontSize(8)
    .text('（税込 tax included）', left + 12, y + 24);
  doc
    .font('jp-bold')
    .fontSize(20)
    .fillColor('#000000')
    .text(`${yen(receipt.amount)}-`, left, y + 10, { width: width - 12, align: 'right' });
  y += 56;

  // Provision and acknowledgement
  doc.font('jp').fontSize(10).fillColor('#000000').text(provisionLine(receipt.provision), left, y, { width });
  doc.fontSize(9).text('上記正に領収いたしました。 Received with thanks.', left, doc.y + 4, { width });
  y = doc.y + 14;

  // Tax breakdown (8% and 10%, and lines without consumption tax when there are any)
  doc.font('jp-bold').fontSize(9).text('内訳 Breakdown', left, y);
  y = doc.y + 4;
  rule(y, 0.5);
  y += 6;
  const { totals } = receipt;
  const rates: [string, { amount: number; tax: number } | null][] = [
    ['10%対象 Subject to 10%', totals.rate10],
    ['8%対象（軽減税率）Subject to 8% (reduced rate)', totals.rate8],
  ];
  if (totals.exempt !== 0) rates.push(['非課税 Not taxed', null]);
  for (const [label, total] of rates) {
    if (total) {
      pair(label, `${yen(total.amount)}（内消費税 tax ${yen(total.tax)}）`, y);
    } else {
      pair(label, yen(totals.exempt), y);
    }
    y += 15;
  }
  rule(y, 0.5);
  y += 12;

  // Payment
  // Payment orders are card payments (creditCardPay).
  pair('お支払い方法 Payment', 'クレジットカード Credit card', y);
  y += 15;
  if (receipt.card) {
    pair('カード Card', `${receipt.card.cardBrand} ${receipt.card.cardNumber}`, y);
    y += 15;
  }
  pair('取引番号 Transaction No.', receipt.transactionNumber, y);
  y += 30;

  // Issuer
  doc.font('jp').fontSize(8).fillColor(muted).text('発行者 Issuer', left, y);
  doc
    .font('jp-bold')
    .fontSize(11)
    .fillColor('#000000')
    .text(receipt.hotel.name, left, doc.y + 2, { width });
  doc.font('jp').fontSize(8.5).fillColor(muted).text(receipt.hotel.nameLatin, { width });
  doc.fillColor('#000000');
  if (receipt.hotel.address) doc.text(receipt.hotel.address, { width });
  if (receipt.hotel.telephone) doc.text(`TEL ${receipt.hotel.telephone}`, { width });

  doc.end();
  return done;
}
