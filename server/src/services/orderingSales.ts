import type { Insertable } from 'kysely';
import type { Operations } from '../contract.ts';
import type { Db } from '../db/database.ts';
import * as ordering from '../db/repositories/ordering.ts';
import * as sales from '../db/repositories/sales.ts';
import type { SalesTable } from '../db/schema.ts';
import { checkinNotFound, HttpError, numericId } from '../errors.ts';
import { addDays, businessDate } from './hotelTime.ts';
import { orderNotFound } from './ordering.ts';

type SalesRequest = Operations['makeSales']['body'];
type SaleInput = SalesRequest['list'][number];

const CREDIT_CARD = 1;
const SALES_DATE_RANGE_DAYS = 366;
const PAYMENT_METHOD_LABELS = { 0: 'checkout', 1: 'creditCard', 2: 'noPaymentMethod' } as const;

const priceMismatch = () =>
  new HttpError(400, 'The price does not match the product. Please order again.', 'price_mismatch');

type StayCheckin = NonNullable<Awaited<ReturnType<typeof sales.findStayCheckin>>>;
type PaymentOrder = NonNullable<Awaited<ReturnType<typeof sales.lockPaymentOrder>>>;

/** The payment order that paid the line, or null when it is to be paid at check-out (or free). */
async function paidBy(trx: Db, line: SaleInput, checkin: StayCheckin): Promise<PaymentOrder | null> {
  if (line.orderId === null) {
    if (line.paymentMethod === CREDIT_CARD) {
      throw new HttpError(400, 'A card-paid line needs the order of its payment.', 'order_required');
    }
    return null;
  }
  const requestOrderId = numericId(line.orderId);
  const requestOrder =
    requestOrderId === null
      ? undefined
      : await sales.findRequestOrder(trx, requestOrderId, checkin.hotel_id, checkin.id);
  if (line.paymentMethod !== CREDIT_CARD) {
    if (!requestOrder) throw orderNotFound();
    return null;
  }
  if (requestOrder && requestOrder.payment_order_id === null) {
    throw new HttpError(409, 'This order has not been paid by card.', 'order_not_paid');
  }
  const order = await sales.lockPaymentOrder(trx, requestOrder?.payment_order_id ?? line.orderId);
  if (
    !order ||
    order.hotel_id !== checkin.hotel_id ||
    order.kind !== 'request' ||
    !order.checkin_ids.includes(checkin.id)
  ) {
    throw orderNotFound();
  }
  if (order.process_result !== 'success') {
    throw new HttpError(409, 'This order has not been paid by card.', 'order_not_paid');
  }
  return order;
}

/** The request order a line was ordered by: named by its id, or by the card payment that paid it. */
async function requestOrderOf(trx: Db, orderId: string | null, checkin: StayCheckin): Promise<number | null> {
  if (orderId === null) return null;
  const id = numericId(orderId);
  if (id !== null) return (await sales.findRequestOrder(trx, id, checkin.hotel_id, checkin.id))?.id ?? null;
  // By its card payment: only an order of this check-in (another stay's order stays unknown here).
  const byPayment = await ordering.findOrderOfPayment(trx, orderId);
  if (!byPayment) return null;
  return (await sales.findRequestOrder(trx, byPayment.id, checkin.hotel_id, checkin.id))?.id ?? null;
}

/**
 * The sales of a mobile request order (makeSales): new lines on a stay's folio, never a change to
 * lines already there. A line is recorded as paid only by a successful card order of its check-in,
 * and only up to the amount that order charged; every other line is unpaid and billed at check-out.
 */
export async function recordOrderSales(db: Db, { list, telephone }: SalesRequest) {
  return db.transaction().execute(async (trx) => {
    const rows: Insertable<SalesTable>[] = [];
    const orders = new Map<string, { order: PaymentOrder; added: number }>();
    // The lines of a request order are recorded once: a repeated call (a retry after a lost
    // answer) gets the ids of the lines already recorded and adds nothing.
    const [first] = list;
    if (first && first.orderId !== null && list.every((l) => l.orderId === first.orderId)) {
      const firstId = numericId(first.checkinId);
      const checkin = firstId === null ? undefined : await sales.findStayCheckin(trx, firstId);
      if (!checkin || checkin.telephone !== telephone) throw checkinNotFound();
      const requestOrderId = await requestOrderOf(trx, first.orderId, checkin);
      if (requestOrderId !== null) {
        // A second call waits here for the first to commit, then finds its lines.
        await ordering.lockRequestOrder(trx, requestOrderId);
        const recorded = await ordering.listOrderSaleIds(trx, requestOrderId);
        if (recorded.length > 0) return { saleIds: recorded.map(String) };
      }
    }
    for (const line of list) {
      if (line.isDiscount) {
        throw new HttpError(400, 'Discounts are recorded by the hotel.', 'discount_not_allowed');
      }
      if (line.salesPaymentPrice !== line.quantity * line.salesSubjectPrice) throw priceMismatch();
      const checkinId = numericId(line.checkinId);
      const checkin = checkinId === null ? undefined : await sales.findStayCheckin(trx, checkinId);
      // The telephone the guest's room was found by is the proof of ordering for this stay.
      if (!checkin || checkin.telephone !== telephone) throw checkinNotFound();
      // A line of this stay: dated within a year of the hotel's today (the database takes no year 0).
      const today = businessDate(checkin);
      if (
        line.salesDate < addDays(today, -SALES_DATE_RANGE_DAYS) ||
        line.salesDate > addDays(today, SALES_DATE_RANGE_DAYS)
      ) {
        throw new HttpError(400, 'Please enter a valid date', 'invalid_date');
      }
      const products = await sales.listSubjectProducts(trx, checkin.hotel_id, line.salesSubjectId);
      if (products.length === 0) {
        throw new HttpError(404, 'This sales subject was not found.', 'sales_subject_not_found');
      }
      const product = products.find((p) => p.price === line.salesSubjectPrice);
      if (!product) throw priceMismatch();

      const order = await paidBy(trx, line, checkin);
      if (order) {
        const entry = orders.get(order.id) ?? { order, added: 0 };
        entry.added += line.salesPaymentPrice;
        orders.set(order.id, entry);
      }
      rows.push({
        hotel_id: checkin.hotel_id,
        checkin_id: checkin.id,
        sales_date: line.salesDate,
        sales_subject_id: line.salesSubjectId,
        sales_subject_name: product.name_ja,
        quantity: line.quantity,
        unit_price: line.salesSubjectPrice,
        sales_price: line.salesPaymentPrice,
        tax_rate: product.tax_rate,
        is_discount: false,
        payment_method: PAYMENT_METHOD_LABELS[line.paymentMethod],
        order_id: order?.id ?? null,
        request_order_id: await requestOrderOf(trx, line.orderId, checkin),
      });
    }
    // A card order pays for no more than it charged.
    for (const { order, added } of orders.values()) {
      if ((await sales.sumOrderLines(trx, order.id)) + added > order.amount) {
        throw new HttpError(409, 'These lines come to more than the order paid.', 'order_amount_exceeded');
      }
    }
    const ids = await sales.insertLines(trx, rows);
    return { saleIds: ids.map(String) };
  });
}
