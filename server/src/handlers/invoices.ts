import type { FastifyReply } from 'fastify';
import type { OperationRequest } from '../contract.ts';
import type { Db } from '../db/database.ts';
import { checkinsOfReservations } from '../db/repositories/folio.ts';
import * as invoices from '../db/repositories/invoices.ts';
import type { PaidOrder } from '../db/repositories/invoices.ts';
import { HttpError, numericId } from '../errors.ts';
import { newReceiptNumber } from '../services/codes.ts';
import { localDateTime } from '../services/hotelTime.ts';
import { memberReceiptName, summariseInvoice } from '../services/invoice.ts';
import { renderReceiptPdf } from '../services/receiptPdf.ts';

/** Another member's order, an unknown or unsuccessful one, a foreign user id: one answer for all. */
const invoiceNotFound = () => new HttpError(404, 'This invoice was not found.', 'invoice_not_found');
/** backupReceiptPDF: an entry that does not name a paid order, its lines, check-in and reservations. */
const receiptOrderNotFound = () =>
  new HttpError(404, 'This payment or its sales were not found.', 'receipt_order_not_found');

/** The caller's successful payment; anything else is the same 404. */
async function ownPaidOrder(db: Db, userId: number, orderId: string, cuicinUserId?: string): Promise<PaidOrder> {
  if (cuicinUserId !== undefined && cuicinUserId !== String(userId)) throw invoiceNotFound();
  const order = await invoices.findPaidOrder(db, orderId);
  if (!order || order.user_id !== userId) throw invoiceNotFound();
  return order;
}

/** The payment's date and time at the hotel, as the spec shows invoice dates (YYYY/MM/DD HH:mm). */
function hotelDateTime(order: PaidOrder): { date: string; time: string; display: string } {
  const local = localDateTime(new Date(order.created_at), order.time_zone);
  return { ...local, display: `${local.date.replaceAll('-', '/')} ${local.time}` };
}

/** The order's receipt, given its number now if it has none yet. */
async function receiptOf(db: Db, order: PaidOrder) {
  return (
    (await invoices.findReceipt(db, order.id)) ??
    invoices.ensureReceipt(db, order.id, newReceiptNumber(hotelDateTime(order).date))
  );
}

const credit = (order: PaidOrder) =>
  order.card_brand && order.masked_number ? { cardBrand: order.card_brand, cardNumber: order.masked_number } : null;

/** Invoices and receipts (spec doc 1 "invoice and invoiceDetails", doc 2 §7). */
export function createInvoiceHandlers(db: Db) {
  return {
    async getUserPayment(request: OperationRequest<'getUserPayment'>) {
      const rows = await invoices.listPaidOrdersOf(db, request.userId!);
      return {
        userPayment: rows.map((row) => ({
          hotelName: row.hotel_name,
          hotelNameLatin: row.hotel_name_latin,
          createdAt: new Date(row.created_at).toISOString(),
          timeZone: row.time_zone,
          orderId: row.id,
        })),
      };
    },

    async getInvoiceDetails(request: OperationRequest<'getInvoiceDetails'>) {
      const userId = request.userId!;
      const order = await ownPaidOrder(db, userId, request.query.orderId, request.query.cuicinUserId);
      const receipt = await receiptOf(db, order);
      const { salesList, totals } = summariseInvoice(await invoices.listOrderSales(db, order.id));
      const name = receipt.guest_name?.trim() || memberReceiptName(await invoices.memberNameOf(db, userId));
      return {
        pdfInfo: {
          name,
          date: new Date(order.created_at).toISOString(),
          receiptNumber: receipt.receipt_number,
          hotelName: order.hotel_name,
          hotelNameLatin: order.hotel_name_latin,
          hotelAddress: order.address ?? '',
          hotelAddressLatin: order.address_latin,
          hotelTelephone: order.telephone ?? '',
          provision: receipt.provision,
          timeZone: order.time_zone,
        },
        salesList,
        total: {
          totalSalesPrice: totals.totalSalesPrice,
          totalSalesDiscount: totals.totalSalesDiscount,
          totalAmount: totals.totalAmount,
          totalReceipt8TaxPrice: totals.rate8.tax,
          totalReceipt10TaxPrice: totals.rate10.tax,
        },
        transactionNumber: order.id,
        credit: credit(order),
        receiptPdf: receipt.has_pdf,
      };
    },

    async backupReceiptPDF(request: OperationRequest<'backupReceiptPDF'>) {
      // Every entry is checked before anything is stored: a wrong one stores nothing.
      const checked = [];
      for (const entry of request.body.list) {
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
          const orderCheckins = new Set([
            ...order.checkin_ids,
            ...(await checkinsOfReservations(db, order.reservation_ids)),
          ]);
          if (checkinId === null || !orderCheckins.has(checkinId)) throw receiptOrderNotFound();
        }
        checked.push({ entry, order, lines });
      }

      for (const { entry, order, lines } of checked) {
        const receipt = await receiptOf(db, order);
        // One receipt per order, never rewritten: a repeat (or a second entry of the order) keeps it.
        if (receipt.has_pdf) continue;
        const guestName =
          entry.guestName.trim() ||
          (order.user_id !== null ? memberReceiptName(await invoices.memberNameOf(db, order.user_id)) : '');
        const pdf = await renderReceiptPdf({
          receiptNumber: receipt.receipt_number,
          date: hotelDateTime(order).display,
          guestName,
          provision: entry.provision,
          amount: order.amount,
          totals: summariseInvoice(lines).totals,
          hotel: {
            name: order.hotel_name,
            nameLatin: order.hotel_name_latin,
            address: order.address,
            telephone: order.telephone,
          },
          transactionNumber: order.id,
          card: credit(order),
        });
        await invoices.storeReceiptPdf(db, order.id, { guestName, provision: entry.provision, pdf });
      }
      return { status: 'ok' as const };
    },

    async getReceiptPdf(request: OperationRequest<'getReceiptPdf'>, reply: FastifyReply) {
      const order = await ownPaidOrder(db, request.userId!, request.query.orderId);
      const receipt = await invoices.findReceiptPdf(db, order.id);
      if (!receipt?.pdf) {
        throw new HttpError(404, 'The receipt of this payment has not been issued yet.', 'receipt_not_found');
      }
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="receipt-${receipt.receipt_number}.pdf"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(Buffer.from(receipt.pdf));
    },
  };
}
