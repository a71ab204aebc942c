import type { Db } from '../database.ts';

/**
 * Invoices and receipts: the members' successful card payments (payment_orders), the folio lines
 * each settled (sales.order_id), and the one receipt per payment (receipts: its number, addressee,
 * "但し" line and PDF).
 */

/** The member's successful payments with their hotel's names, newest first. */
export function listPaidOrdersOf(db: Db, userId: number) {
  return db
    .selectFrom('payment_orders as o')
    .innerJoin('hotels as h', 'h.id', 'o.hotel_id')
    .select(['o.id', 'o.created_at', 'o.amount', 'h.hotel_name', 'h.hotel_name_latin', 'h.time_zone'])
    .where('o.user_id', '=', userId)
    .where('o.process_result', '=', 'success')
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .execute();
}

/** A successful payment with what its invoice and receipt show of the hotel (issuer). */
export function findPaidOrder(db: Db, orderId: string) {
  return db
    .selectFrom('payment_orders as o')
    .innerJoin('hotels as h', 'h.id', 'o.hotel_id')
    .leftJoin('hotel_access_info as a', 'a.hotel_id', 'o.hotel_id')
    .select([
      'o.id',
      'o.hotel_id',
      'o.user_id',
      'o.amount',
      'o.card_brand',
      'o.masked_number',
      'o.reservation_ids',
      'o.checkin_ids',
      'o.created_at',
      'h.hotel_name',
      'h.hotel_name_latin',
      'h.telephone',
      'h.time_zone',
      'h.invoice_registration_number',
      'h.invoice_issuer_name',
      'a.address',
      'a.address_latin',
    ])
    .where('o.id', '=', orderId)
    .where('o.process_result', '=', 'success')
    .executeTakeFirst();
}

export type PaidOrder = NonNullable<Awaited<ReturnType<typeof findPaidOrder>>>;

/** The folio lines the payment settled, by date. */
export function listOrderSales(db: Db, orderId: string) {
  return db
    .selectFrom('sales')
    .select(['id', 'sales_date', 'sales_subject_name', 'sales_price', 'tax_rate', 'is_discount'])
    .where('order_id', '=', orderId)
    .orderBy('sales_date')
    .orderBy('id')
    .execute();
}

/** The reservations (database ids) of a hotel with these public ids. */
export async function reservationIdsOf(db: Db, hotelId: string, publicIds: string[]): Promise<number[]> {
  if (publicIds.length === 0) return [];
  const rows = await db
    .selectFrom('reservations')
    .select('id')
    .where('hotel_id', '=', hotelId)
    .where('public_id', 'in', publicIds)
    .execute();
  return rows.map((r) => r.id);
}

/** The member's name as stored (surname and name), or null without a profile. */
export async function memberNameOf(db: Db, userId: number) {
  return db.selectFrom('users').select(['surname', 'name']).where('id', '=', userId).executeTakeFirst();
}

/** The order's receipt without its PDF: number, addressee, "但し" line and whether the PDF is stored. */
export function findReceipt(db: Db, orderId: string) {
  return db
    .selectFrom('receipts')
    .select((eb) => [
      'receipt_number',
      'guest_name',
      'provision',
      eb.case().when('pdf', 'is not', null).then(true).else(false).end().as('has_pdf'),
    ])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

/**
 * The order's receipt, created with `receiptNumber` when it has none. Two requests at once create
 * one: the second's insert finds the first's row (one receipt per order, unique order_id).
 */
export async function ensureReceipt(db: Db, orderId: string, receiptNumber: string) {
  await db
    .insertInto('receipts')
    .values({ order_id: orderId, receipt_number: receiptNumber })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .execute();
  const receipt = await findReceipt(db, orderId);
  if (!receipt) throw new Error(`receipt of order ${orderId} vanished`);
  return receipt;
}

/**
 * Stores the rendered receipt unless one is stored already (a stored receipt is never rewritten);
 * true when this call stored it.
 */
export async function storeReceiptPdf(
  db: Db,
  orderId: string,
  receipt: { guestName: string; provision: string; pdf: Uint8Array },
): Promise<boolean> {
  const result = await db
    .updateTable('receipts')
    .set({ guest_name: receipt.guestName, provision: receipt.provision, pdf: receipt.pdf })
    .where('order_id', '=', orderId)
    .where('pdf', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The stored receipt PDF of an order, or undefined when none is stored. */
export function findReceiptPdf(db: Db, orderId: string) {
  return db
    .selectFrom('receipts')
    .select(['receipt_number', 'pdf'])
    .where('order_id', '=', orderId)
    .where('pdf', 'is not', null)
    .executeTakeFirst();
}
