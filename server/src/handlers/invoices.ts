import type { FastifyReply } from 'fastify';
import type { SomeHandlers } from '../contract.ts';
import type { Db } from '../db/database.ts';
import * as invoices from '../db/repositories/invoices.ts';
import { invoiceIssuerOf, invoiceOf, issuedReceiptPdf, paidCard } from '../services/invoices.ts';
import { backupReceipts } from '../services/receiptBackup.ts';

/**
 * Invoices and receipts (spec doc 1 "invoice and invoiceDetails", doc 2 §7). The rules are in
 * services/invoices.ts and services/receiptBackup.ts.
 */
export function createInvoiceHandlers(db: Db) {
  return {
    async getUserPayment(request) {
      const rows = await invoices.listPaidOrdersOf(db, request.userId!);
      return {
        userPayment: rows.map((row) => ({
          hotelName: row.hotel_name,
          hotelNameLatin: row.hotel_name_latin,
          createdAt: new Date(row.created_at).toISOString(),
          timeZone: row.time_zone,
          orderId: row.id,
          amount: row.amount,
        })),
      };
    },

    async getInvoiceDetails(request) {
      const { orderId, cuicinUserId } = request.query;
      const { order, receipt, salesList, totals, name } = await invoiceOf(db, request.userId!, orderId, cuicinUserId);
      const issuer = invoiceIssuerOf(order);
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
          issuerName: issuer.name,
          invoiceRegistrationNumber: issuer.registrationNumber,
        },
        salesList,
        total: {
          totalSalesPrice: totals.totalSalesPrice,
          totalSalesDiscount: totals.totalSalesDiscount,
          totalAmount: totals.totalAmount,
          totalReceipt8Price: totals.rate8.amount,
          totalReceipt8TaxPrice: totals.rate8.tax,
          totalReceipt10Price: totals.rate10.amount,
          totalReceipt10TaxPrice: totals.rate10.tax,
          totalExemptPrice: totals.exempt,
        },
        transactionNumber: order.id,
        credit: paidCard(order),
        receiptPdf: receipt.has_pdf,
      };
    },

    async backupReceiptPDF(request) {
      await backupReceipts(db, request.body.list);
      return { status: 'ok' as const };
    },

    async getReceiptPdf(request, reply: FastifyReply) {
      const { receiptNumber, pdf } = await issuedReceiptPdf(db, request.userId!, request.query.orderId);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="receipt-${receiptNumber}.pdf"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(Buffer.from(pdf));
    },
  } satisfies SomeHandlers;
}
