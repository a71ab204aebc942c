import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { includedTax } from '../src/services/bill.ts';
import { summariseInvoice, type InvoiceLine } from '../src/services/invoice.ts';

// The per-rate totals of a qualified invoice (適格請求書) against the National Tax Agency's guidance:
// the tax is worked out once per rate and invoice from the tax-included total at that rate (our
// rounding: down), never line by line (消費税法施行令第70条の10; Q&A on the qualified invoice system).

const line = (date: string, subject: string, price: number, rate: 0 | 8 | 10): InvoiceLine => ({
  sales_date: date,
  sales_subject_name: subject,
  sales_price: price,
  tax_rate: rate,
  is_discount: false,
});

describe('summariseInvoice against the NTA worked examples', () => {
  it('gives the tax-included example’s totals: 8% ¥43,200 (tax ¥3,200), 10% ¥88,000 (tax ¥8,000), ¥131,200', () => {
    // The lines the example shows (小麦粉 ※, 牛肉 ※, キッチンペーパー) and, for the lines it leaves
    // out ("："), one line per rate making up its totals.
    const { salesList, totals } = summariseInvoice([
      line('2026-11-01', '小麦粉', 5400, 8),
      line('2026-11-01', '牛肉', 10800, 8),
      line('2026-11-02', 'キッチンペーパー', 2200, 10),
      line('2026-11-30', '食料品（その他）', 27000, 8),
      line('2026-11-30', '日用品（その他）', 85800, 10),
    ]);
    assert.deepEqual(
      salesList.filter((l) => l.taxRate === 8).map((l) => l.salesSubjectName),
      ['小麦粉', '牛肉', '食料品（その他）'],
    );
    assert.deepEqual(totals.rate8, { amount: 43200, tax: 3200 });
    assert.deepEqual(totals.rate10, { amount: 88000, tax: 8000 });
    assert.equal(totals.exempt, 0);
    assert.equal(totals.totalAmount, 131200);
    assert.equal(totals.rate8.tax + totals.rate10.tax, 11200);
  });

  it('rounds once per rate, not per line: two 10% lines of ¥105 include ¥19, not 9 + 9', () => {
    const lines = [line('2026-05-11', 'コーヒー', 105, 10), line('2026-05-12', 'コーヒー', 105, 10)];
    const perLine = lines.reduce((sum, l) => sum + includedTax(l.sales_price, 10), 0);
    assert.equal(perLine, 18);
    const { totals } = summariseInvoice(lines);
    assert.deepEqual(totals.rate10, { amount: 210, tax: 19 }); // floor(210 × 10 / 110) = floor(19.09)
  });

  it('rounds the 8% rate once as well: three lines of ¥100 include ¥22, not 7 + 7 + 7', () => {
    const { totals } = summariseInvoice([
      line('2026-05-11', '人形焼', 100, 8),
      line('2026-05-11', '人形焼', 100, 8),
      line('2026-05-12', '人形焼', 100, 8),
    ]);
    assert.deepEqual(totals.rate8, { amount: 300, tax: 22 }); // floor(300 × 8 / 108) = floor(22.2)
    assert.deepEqual(totals.rate10, { amount: 0, tax: 0 });
  });

  it('deducts a discount from its own rate before the tax is worked out', () => {
    const { totals } = summariseInvoice([
      line('2026-05-11', '客室料金', 11000, 10),
      { ...line('2026-05-11', '会員割引', -1100, 10), is_discount: true },
      line('2026-05-11', '宿泊税', 200, 0),
    ]);
    assert.deepEqual(totals.rate10, { amount: 9900, tax: 900 });
    assert.equal(totals.exempt, 200);
    assert.equal(totals.totalAmount, 10100);
  });
});
