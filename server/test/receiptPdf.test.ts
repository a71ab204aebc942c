import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { summariseInvoice, type InvoiceLine } from '../src/services/invoice.ts';
import { renderReceiptPdf, type ReceiptContent } from '../src/services/receiptPdf.ts';
import { pdfPages, pdfText } from './support/pdfText.ts';

// The receipt PDF as a qualified invoice (適格請求書) and as a plain receipt, read back as text
// (./support/pdfText.ts). The stored receipts of the demo hotels are checked in invoices.test.ts.

const LINES: InvoiceLine[] = [
  {
    sales_date: '2026-05-11',
    sales_subject_name: '客室料金 Room charge',
    sales_price: 12000,
    tax_rate: 10,
    is_discount: false,
  },
  {
    sales_date: '2026-05-12',
    sales_subject_name: '人形焼 Ningyo-yaki',
    sales_price: 1080,
    tax_rate: 8,
    is_discount: false,
  },
  {
    sales_date: '2026-05-12',
    sales_subject_name: '会員割引 Discount',
    sales_price: -1000,
    tax_rate: 10,
    is_discount: true,
  },
];

const HOTEL = {
  name: 'ホテル桜並木 浅草',
  nameLatin: 'Hotel Sakuranamiki Asakusa',
  address: '東京都台東区浅草',
  telephone: null,
};

function receipt(lines: InvoiceLine[], registrationNumber: string | null): ReceiptContent {
  const { salesList, totals } = summariseInvoice(lines);
  return {
    receiptNumber: 'R20260512-ABCDEF',
    date: '2026/05/12 14:30',
    guestName: '佐藤 花子',
    provision: 'ご宿泊代',
    amount: totals.totalAmount,
    lines: salesList,
    totals,
    hotel: HOTEL,
    issuer: registrationNumber
      ? { name: '株式会社さくら並木ホテルズ', registrationNumber }
      : { name: HOTEL.name, registrationNumber: null },
    transactionNumber: 'ORD0123456789',
    card: null,
  };
}

/** pdfkit's A5 page with the receipt's 36 pt margins: no text may sit lower than this baseline. */
const BOTTOM_MARGIN = 36;

describe('the receipt PDF', () => {
  it('is a qualified invoice with a registration number: issuer, number, date, marked items, totals per rate', async () => {
    const pdf = await renderReceiptPdf(receipt(LINES, 'T1234567890123'));
    const pages = pdfPages(pdf);
    assert.equal(pages.length, 1);
    const runs = pages[0]!.map((run) => run.text);
    for (const text of [
      '領収書（適格請求書）',
      '株式会社さくら並木ホテルズ',
      '登録番号 Registration No. T1234567890123',
      'ホテル桜並木 浅草',
      '取引日 Date: 2026/05/12 14:30',
      '2026/05/11',
      '客室料金 Room charge',
      '人形焼 Ningyo-yaki ※',
      '-¥1,000',
      '※は軽減税率（8%）対象 / ※ reduced rate (8%)',
      '10%対象 Subject to 10%',
      '¥11,000（内消費税 tax ¥1,000）',
      '¥1,080（内消費税 tax ¥80）',
    ]) {
      assert.ok(runs.includes(text), `${text} in ${JSON.stringify(runs)}`);
    }
    // Only the reduced-rate line is marked.
    assert.equal(runs.filter((text) => text.endsWith('※')).length, 1);
  });

  it('is a plain receipt without one: no qualified-invoice title, no registration line', async () => {
    const text = pdfText(await renderReceiptPdf(receipt(LINES, null)));
    assert.match(text, /^領 収 書\nRECEIPT\n/);
    assert.doesNotMatch(text, /適格請求書|QUALIFIED|登録番号|Registration/);
    assert.match(text, /人形焼 Ningyo-yaki ※/);
    assert.match(text, /¥11,000（内消費税 tax ¥1,000）/);
  });

  it('flows a long bill on to a second page, every line kept above the bottom margin', async () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ ...LINES[i % 2]!, sales_subject_name: `明細 Item ${i + 1}` }));
    const pages = pdfPages(await renderReceiptPdf(receipt(many, 'T1234567890123')));
    assert.equal(pages.length, 2);
    const items = pages.flat().flatMap((run) => /^明細 Item (\d+)/.exec(run.text)?.[1] ?? []);
    assert.deepEqual(
      items,
      Array.from({ length: 40 }, (_, i) => String(i + 1)),
    );
    for (const page of pages) {
      assert.ok(Math.min(...page.map((run) => run.baseline)) >= BOTTOM_MARGIN);
    }
    // The second page goes on with the columns' heads and ends with the totals and the issuer.
    const second = pages[1]!.map((run) => run.text);
    assert.deepEqual(second.slice(0, 3), ['日付 Date', '内容 Reference', '金額 Amount']);
    assert.ok(second.includes('登録番号 Registration No. T1234567890123'));
    // 20 × ¥12,000 at 10%: floor(240,000 × 10 / 110) = floor(21,818.18).
    assert.ok(second.includes('¥240,000（内消費税 tax ¥21,818）'));
  });
});
