import fs from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { InvoiceLineSummary, InvoiceTotals } from './invoice.ts';

/**
 * The receipt (領収書) of a card payment as a PDF (spec doc 2 §7 backupReceiptPDF; §9 yen, tax 8%
 * and 10% on receipts). Japanese with English beside it, in Noto Sans JP (SIL Open Font License,
 * from the @expo-google-fonts/noto-sans-jp package); pdfkit embeds only the glyphs used, so a
 * receipt stays a few tens of kilobytes although each font file is 5 MB.
 *
 * When the issuer has a qualified invoice registration number the receipt is also a qualified
 * invoice (適格請求書, issue 24): it names the issuer and its number, the date, the items with the
 * reduced-rate (8%) ones marked ※, and per rate the amount and the tax it includes (rounded once
 * per rate, services/invoice.ts). Without a number it is a plain receipt and says nothing of one.
 * A typical bill fits one A5 page; a long one flows on to more pages.
 */

const require = createRequire(import.meta.url);
export const FONT_FILES = {
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
  lines: InvoiceLineSummary[];
  totals: InvoiceTotals;
  hotel: { name: string; nameLatin: string; address: string | null; telephone: string | null };
  /** The business issuing the receipt and its registration number (null: a plain receipt). */
  issuer: { name: string; registrationNumber: string | null };
  transactionNumber: string;
  card: { cardBrand: string; cardNumber: string } | null;
}

const yen = (amount: number) => `${amount < 0 ? '-' : ''}¥${Math.abs(amount).toLocaleString('en-US')}`;

/** The reduced-rate mark and what it means (spec doc 2 §9: 8% items are marked). */
export const REDUCED_RATE_MARK = '※';
export const REDUCED_RATE_NOTE = '※は軽減税率（8%）対象 / ※ reduced rate (8%)';

/** "但し ○○として": the provision as given, with として added unless it has it. */
export function provisionLine(provision: string): string {
  const text = provision.trim() || 'ご利用代金';
  return `但し ${text.endsWith('として') ? text : `${text}として`}`;
}

/** The title: a qualified invoice says so, keeping the receipt wording; a plain receipt does not. */
export function receiptTitle(qualified: boolean) {
  return qualified
    ? { ja: '領収書（適格請求書）', en: 'RECEIPT (QUALIFIED INVOICE)' }
    : { ja: '領 収 書', en: 'RECEIPT' };
}

/** Renders the receipt; resolves with the PDF's bytes. */
export function renderReceiptPdf(receipt: ReceiptContent): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const qualified = receipt.issuer.registrationNumber !== null;
  const title = receiptTitle(qualified);
  const doc = new PDFDocument({
    size: 'A5',
    margin: 36,
    info: {
      // ASCII, so the number reads in the file as it is (the content streams are compressed).
      Title: `Receipt ${receipt.receiptNumber}`,
      Subject: title.ja.replaceAll(' ', ''),
      Author: receipt.issuer.name,
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
  const top = doc.page.margins.top;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = doc.page.height - doc.page.margins.bottom;
  const muted = '#555555';
  let y = top;
  /** Starts a new page unless `height` more fits on this one; the new page starts at its top margin. */
  const room = (height: number) => {
    if (y + height <= bottom) return false;
    doc.addPage();
    y = top;
    return true;
  };
  const rule = (weight = 0.75) =>
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(weight)
      .strokeColor('#333333')
      .stroke();
  /** A label on the left and a value on the right of one line, then the next line. */
  const pair = (label: string, value: string) => {
    room(13);
    doc.font('jp').fontSize(8.5).fillColor('#000000');
    doc.text(label, left, y, { width: width * 0.55 });
    doc.text(value, left + width * 0.35, y, { width: width * 0.65, align: 'right' });
    y += 13;
  };
  const heading = (text: string) => {
    room(40);
    doc.font('jp-bold').fontSize(9).fillColor('#000000').text(text, left, y);
    y = doc.y + 3;
    rule(0.5);
    y += 5;
  };

  // Title
  doc
    .font('jp-bold')
    .fontSize(qualified ? 18 : 22)
    .fillColor('#000000')
    .text(title.ja, left, y, {
      width,
      align: 'center',
    });
  doc.font('jp').fontSize(8).fillColor(muted).text(title.en, { width, align: 'center', characterSpacing: 2 });

  // Addressee on the left; number and date on the right
  y = 76;
  doc.font('jp').fontSize(8).fillColor('#000000');
  doc.text(`No. ${receipt.receiptNumber}`, left, y, { width, align: 'right' });
  doc.text(`取引日 Date: ${receipt.date}`, left, y + 11, { width, align: 'right' });
  const name = receipt.guestName.trim();
  doc
    .font('jp-bold')
    .fontSize(13)
    .text(`${name || '　　　　　　'} 様`, left, y + 2, { width: width * 0.55 });
  y = Math.max(doc.y, y + 22) + 2;
  rule(1);

  // Amount
  y += 10;
  doc.rect(left, y, width, 36).fillColor('#f3f3f3').fill();
  doc
    .font('jp')
    .fontSize(9)
    .fillColor(muted)
    .text('金額 Amount', left + 10, y + 5);
  doc.fontSize(7.5).text('（税込 tax included）', left + 10, y + 19);
  doc
    .font('jp-bold')
    .fontSize(18)
    .fillColor('#000000')
    .text(`${yen(receipt.amount)}-`, left, y + 6, { width: width - 10, align: 'right' });
  y += 44;

  // Provision and acknowledgement
  doc.font('jp').fontSize(9).fillColor('#000000').text(provisionLine(receipt.provision), left, y, { width });
  doc.fontSize(8).text('上記正に領収いたしました。 Received with thanks.', left, doc.y + 2, { width });
  y = doc.y + 10;

  // Items: date, reference (※ on the reduced rate), amount
  const columns = { date: left, reference: left + 62, amount: left + width - 70 };
  const referenceWidth = columns.amount - columns.reference - 6;
  const itemsHeader = () => {
    doc.font('jp').fontSize(7.5).fillColor(muted);
    doc.text('日付 Date', columns.date, y);
    doc.text('内容 Reference', columns.reference, y);
    doc.text('金額 Amount', columns.amount, y, { width: 70, align: 'right' });
    y += 12;
  };
  heading('明細 Details');
  itemsHeader();
  for (const line of receipt.lines) {
    const reference = `${line.salesSubjectName}${line.taxRate === 8 ? ` ${REDUCED_RATE_MARK}` : ''}`;
    doc.font('jp').fontSize(8.5);
    const height = Math.max(12, doc.heightOfString(reference, { width: referenceWidth }) + 2);
    if (room(height)) itemsHeader();
    doc.font('jp').fontSize(8.5).fillColor('#000000');
    doc.text(line.salesDate.replaceAll('-', '/'), columns.date, y);
    doc.text(reference, columns.reference, y, { width: referenceWidth });
    doc.text(yen(line.salesPrice), columns.amount, y, { width: 70, align: 'right' });
    y += height;
  }
  if (receipt.lines.some((line) => line.taxRate === 8)) {
    room(12);
    doc
      .font('jp')
      .fontSize(7.5)
      .fillColor(muted)
      .text(REDUCED_RATE_NOTE, left, y + 2, { width });
    y = doc.y;
  }
  y += 8;

  // Totals per rate (8% and 10%, and lines without consumption tax when there are any)
  heading('税率別内訳 Per tax rate');
  const { totals } = receipt;
  pair('10%対象 Subject to 10%', `${yen(totals.rate10.amount)}（内消費税 tax ${yen(totals.rate10.tax)}）`);
  pair(
    '8%対象（軽減税率）Subject to 8% (reduced)',
    `${yen(totals.rate8.amount)}（内消費税 tax ${yen(totals.rate8.tax)}）`,
  );
  if (totals.exempt !== 0) pair('消費税対象外 Not subject to consumption tax', yen(totals.exempt));
  y += 6;

  // Payment (payment orders are card payments: creditCardPay)
  room(30);
  rule(0.5);
  y += 5;
  const card = receipt.card ? ` ${receipt.card.cardBrand} ${receipt.card.cardNumber}` : ' Credit card';
  pair('お支払い方法 Payment', `クレジットカード${card}`);
  pair('取引番号 Transaction No.', receipt.transactionNumber);
  y += 8;

  // Issuer: the registered business and its number, then the hotel
  room(80);
  doc.font('jp').fontSize(7.5).fillColor(muted).text('発行者 Issuer', left, y);
  doc
    .font('jp-bold')
    .fontSize(10.5)
    .fillColor('#000000')
    .text(receipt.issuer.name, left, doc.y + 1, { width });
  if (receipt.issuer.registrationNumber) {
    doc.font('jp').fontSize(8.5).text(`登録番号 Registration No. ${receipt.issuer.registrationNumber}`, { width });
  }
  doc.font('jp').fontSize(8).fillColor('#000000');
  if (receipt.issuer.name !== receipt.hotel.name) doc.text(receipt.hotel.name, { width });
  doc.fillColor(muted).text(receipt.hotel.nameLatin, { width });
  if (receipt.hotel.address) doc.text(receipt.hotel.address, { width });
  if (receipt.hotel.telephone) doc.text(`TEL ${receipt.hotel.telephone}`, { width });

  doc.end();
  return done;
}
