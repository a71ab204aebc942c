import type { Schema } from '../contract.ts';

type Entry = Schema<'ReceiptBackupEntry'>;
import type { Db } from '../db/database.ts';
import { checkinsOfReservations } from '../db/repositories/folio.ts';
import * as invoices from '../db/repositories/invoices.ts';
import type { PaidOrder } from '../db/repositories/invoices.ts';
import { HttpError, numericId } from '../errors.ts';
import { memberReceiptName, summariseInvoice } from './invoice.ts';
import { hotelDateTime, invoiceIssuerOf, paidCard, receiptOf } from './invoices.ts';
import { renderReceiptPdf } from './receiptPdf.ts';

/** backupReceiptPDF: an entry that does not name a paid order, its lines, check-in and reservations. */
const receiptOrderNotFound = () =>
  new HttpError(404, 'This payment or its sales were not found.', 'receipt_order_not_found');

/** The paid order an entry names, with its lines, when the entry's sales, reservations and check-in are the order's. */
async function checkEntry(db: Db, entry: Entry) {
  const order = await invoices.findPaidOrder(db, entry.orderId);
  if (!order) throw receiptOrderNotFound();
  const lines = await invoices.listOrderSales(db, order.id);
  const paidLines = new Set(lines.map((line) => String(line.id)));
  if (!entry.saleIds.every((id) => paidLines.has(id))) throw receiptOrderNotFound();
  const reserIds = [...new Set(entry.reserIds)];
  const reservations = await invoices.reservationIdsOf(db, order.hotel_id, reserIds);
  if (reservations.length !== reserIds.length || reservations.some((id) => !order.reservation_ids.includes(id))) {
    throw receiptOrderNotFound();
  }
  if (entry.checkinId !== null) {
    const checkinId = numericId(entry.checkinId);
    const orderCheckins = new Set([...order.checkin_ids, ...(await checkinsOfReservations(db, order.reservation_ids))]);
    if (checkinId === null || !orderCheckins.has(checkinId)) throw receiptOrderNotFound();
  }
  return { entry, order, lines };
}

/** Issues the order's receipt PDF unless it has one: one receipt per order, never rewritten. */
async function issueReceipt(db: Db, { entry, order, lines }: Awaited<ReturnType<typeof checkEntry>>) {
  const receipt = await receiptOf(db, order);
  if (receipt.has_pdf) return;
  const guestName =
    entry.guestName.trim() ||
    (order.user_id !== null ? memberReceiptName(await invoices.memberNameOf(db, order.user_id)) : '');
  const { salesList, totals } = summariseInvoice(lines);
  const pdf = await renderReceiptPdf({
    receiptNumber: receipt.receipt_number,
    date: hotelDateTime(order).display,
    guestName,
    provision: entry.provision,
    amount: order.amount,
    lines: salesList,
    totals,
    hotel: hotelOf(order),
    issuer: invoiceIssuerOf(order),
    transactionNumber: order.id,
    card: paidCard(order),
  });
  await invoices.storeReceiptPdf(db, order.id, { guestName, provision: entry.provision, pdf });
}

const hotelOf = (order: PaidOrder) => ({
  name: order.hotel_name,
  nameLatin: order.hotel_name_latin,
  address: order.address,
  telephone: order.telephone,
});

/**
 * The receipts of the payments a check-out or an order settled (spec doc 2 §7 backupReceiptPDF).
 * Every entry is checked before anything is stored: a wrong one stores nothing. A repeat (or a
 * second entry of the order) keeps the receipt already issued.
 */
export async function backupReceipts(db: Db, list: Entry[]): Promise<void> {
  const checked = [];
  for (const entry of list) checked.push(await checkEntry(db, entry));
  for (const item of checked) await issueReceipt(db, item);
}
