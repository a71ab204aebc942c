import { billedPrice, includedTax } from './bill.ts';

/** What an invoice and its receipt show of the lines a payment settled (spec doc 2 §3 "Invoice details"). */

export interface InvoiceLine {
  sales_date: string;
  sales_subject_name: string;
  /** Yen, tax included; discounts are negative. */
  sales_price: number;
  tax_rate: number;
  is_discount: boolean;
}

export type TaxRate = 0 | 8 | 10;

export interface RateTotal {
  /** The lines at this rate, discounts deducted, tax included. */
  amount: number;
  /** The consumption tax included in `amount`. */
  tax: number;
}

const asTaxRate = (rate: number): TaxRate => (rate === 8 || rate === 10 ? rate : 0);

/**
 * The invoice's lines and totals: charges, discounts (a positive amount), the amount paid, and per
 * tax rate the amount and the tax it includes, rounded down once per rate (as the bill does), with
 * the discounts at a rate deducted from that rate's amount.
 */
export function summariseInvoice(lines: InvoiceLine[]) {
  let totalSalesPrice = 0;
  let totalSalesDiscount = 0;
  const byRate: Record<TaxRate, number> = { 0: 0, 8: 0, 10: 0 };
  const salesList = lines.map((line) => {
    const price = billedPrice(line);
    if (line.is_discount) totalSalesDiscount -= price;
    else totalSalesPrice += price;
    const taxRate = asTaxRate(line.tax_rate);
    byRate[taxRate] += price;
    return { salesDate: line.sales_date, salesSubjectName: line.sales_subject_name, salesPrice: price, taxRate };
  });
  const rate = (r: TaxRate): RateTotal => ({ amount: byRate[r], tax: includedTax(byRate[r], r) });
  return {
    salesList,
    totals: {
      totalSalesPrice,
      totalSalesDiscount,
      totalAmount: totalSalesPrice - totalSalesDiscount,
      rate8: rate(8),
      rate10: rate(10),
      /** Lines without consumption tax (e.g. the accommodation tax). */
      exempt: byRate[0],
    },
  };
}

export type InvoiceTotals = ReturnType<typeof summariseInvoice>['totals'];
export type InvoiceLineSummary = ReturnType<typeof summariseInvoice>['salesList'][number];

/** The member's name as a receipt addresses it: surname then name (the stored profile is Japanese order). */
export function memberReceiptName(member: { surname: string | null; name: string | null } | undefined): string {
  return [member?.surname, member?.name].filter((part): part is string => Boolean(part && part.trim())).join(' ');
}
