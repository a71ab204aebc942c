import type { Db } from '../db/database.ts';
import * as invoices from '../db/repositories/invoices.ts';
import type { PaidOrder } from '../db/repositories/invoices.ts';
import { HttpError } from '../errors.ts';
import { newReceiptNumber } from './codes.ts';
import { localDateTime } from './hotelTime.ts';
import { memberReceiptName, summariseInvoice } from './invoice.ts';

/** Another member's order, an unknown or unsuccessful one, a foreign user id: one answer for all. */
const invoiceNotFound = () => new HttpError(404, 'This invoice was not found.', 'invoice_not_found');

/** The caller's successful payment; anything else is the same 404. */
async function ownPaidOrder(db: Db, userId: number, orderId: string, cuicinUserId?: string): Promise<PaidOrder> {
  if (cuicinUserId !== undefined && cuicinUserId !== String(userId)) throw invoiceNotFound();
  const order = await invoices.findPaidOrder(db, orderId);
  if (!order || order.user_id !== userId) throw invoiceNotFound();
  return order;
}

/** The payment's date and time at the hotel, as the spec shows invoice dates (YYYY/MM/DD HH:mm). */
export function hotelDateTime(order: PaidOrder): { date: string; time: string; display: string } {
  const local = localDateTime(new Date(order.created_at), order.time_zone);
  return { ...local, display: `${local.date.replaceAll('-', '/')} ${local.time}` };
}

/** The order's receipt, given its number now if it has none yet. */
export async function receiptOf(db: Db, order: PaidOrder) {
  return (
    (await invoices.findReceipt(db, order.id)) ??
    invoices.ensureReceipt(db, order.id, newReceiptNumber(hotelDateTime(order).date))
  );
}

/** The card the order was paid with, as the invoice and the receipt show it. */
export const paidCard = (order: PaidOrder) =>
  order.card_brand && order.masked_number ? { cardBrand: order.card_brand, cardNumber: order.masked_number } : null;

/**
 * Who issues the order's invoice: the registered business with its qualified invoice registration
 * number, else the hotel with none (a plain receipt, which claims no registration).
 */
export const invoiceIssuerOf = (order: PaidOrder) => ({
  name: order.invoice_issuer_name?.trim() || order.hotel_name,
  registrationNumber: order.invoice_registration_number,
});

/**
 * The caller's invoice (spec doc 1 "invoiceDetails"): the order, its receipt (numbered now if need
 * be), its lines and totals, and the name it is addressed to: the one on the issued receipt, else
 * the member's.
 */
export async function invoiceOf(db: Db, userId: number, orderId: string, cuicinUserId?: string) {
  const order = await ownPaidOrder(db, userId, orderId, cuicinUserId);
  const receipt = await receiptOf(db, order);
  const { salesList, totals } = summariseInvoice(await invoices.listOrderSales(db, order.id));
  const name = receipt.guest_name?.trim() || memberReceiptName(await invoices.memberNameOf(db, userId));
  return { order, receipt, salesList, totals, name };
}

/** The issued receipt PDF of the caller's payment, or 404. */
export async function issuedReceiptPdf(db: Db, userId: number, orderId: string) {
  const order = await ownPaidOrder(db, userId, orderId);
  const receipt = await invoices.findReceiptPdf(db, order.id);
  if (!receipt?.pdf) {
    throw new HttpError(404, 'The receipt of this payment has not been issued yet.', 'receipt_not_found');
  }
  return { receiptNumber: receipt.receipt_number, pdf: receipt.pdf };
}
