import { sql } from 'kysely';
import type { Db } from '../database.ts';

/**
 * Mobile request orders: the products they take (locked while stock is taken), what a card payment
 * paid for before its order exists, the orders and their items, their folio lines and mails.
 */

export interface OrderItem {
  productId: number;
  quantity: number;
  /** Yen, tax included. */
  unitPrice: number;
}

/**
 * The hotel's orderable products among `ids` (active, with a category and a sales subject, as the
 * list shows them), locked in id order until the transaction ends: two orders of the last item
 * take it one after the other, and the second finds none left.
 */
export function lockOrderableProducts(db: Db, hotelId: string, ids: number[]) {
  return db
    .selectFrom('products')
    .select([
      'id',
      'name_ja',
      'name_en',
      'name_zh',
      'name_ko',
      'price',
      'tax_rate',
      'stock',
      'sale_start_time',
      'sale_end_time',
      'sales_subject_id',
    ])
    .where('hotel_id', '=', hotelId)
    .where('id', 'in', ids)
    .where('is_active', '=', true)
    .where('category_id', 'is not', null)
    .where('sales_subject_id', 'is not', null)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Takes (or, with a negative quantity, gives back) stock of a product with a limited stock. */
export async function changeStock(db: Db, productId: number, taken: number): Promise<void> {
  await db
    .updateTable('products')
    .set({ stock: sql<number>`stock - ${taken}` })
    .where('id', '=', productId)
    .where('stock', 'is not', null)
    .execute();
}

export async function insertPaymentItems(db: Db, paymentOrderId: string, items: OrderItem[]): Promise<void> {
  await db
    .insertInto('request_payment_items')
    .values(
      items.map((i) => ({
        payment_order_id: paymentOrderId,
        product_id: i.productId,
        quantity: i.quantity,
        unit_price: i.unitPrice,
      })),
    )
    .execute();
}

export async function listPaymentItems(db: Db, paymentOrderId: string): Promise<OrderItem[]> {
  const rows = await db
    .selectFrom('request_payment_items')
    .select(['product_id', 'quantity', 'unit_price'])
    .where('payment_order_id', '=', paymentOrderId)
    .orderBy('product_id')
    .execute();
  return rows.map((r) => ({ productId: r.product_id, quantity: r.quantity, unitPrice: r.unit_price }));
}

export function findOrderOfPayment(db: Db, paymentOrderId: string) {
  return db.selectFrom('request_orders').select('id').where('payment_order_id', '=', paymentOrderId).executeTakeFirst();
}

export interface NewRequestOrder {
  hotelId: string;
  checkinId: number;
  userId: number | null;
  roomNumber: string;
  paymentMethod: 0 | 1 | 2;
  paymentOrderId: string | null;
  totalAmount: number;
  items: OrderItem[];
}

export async function insertRequestOrder(db: Db, order: NewRequestOrder): Promise<number> {
  const { id } = await db
    .insertInto('request_orders')
    .values({
      hotel_id: order.hotelId,
      checkin_id: order.checkinId,
      user_id: order.userId,
      room_number: order.roomNumber,
      payment_method: order.paymentMethod,
      payment_order_id: order.paymentOrderId,
      total_amount: order.totalAmount,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('request_order_items')
    .values(
      order.items.map((i) => ({
        order_id: id,
        product_id: i.productId,
        quantity: i.quantity,
        unit_price: i.unitPrice,
      })),
    )
    .execute();
  return id;
}

/** A request order with the names of its products (for its mails). */
export async function findRequestOrderWithItems(db: Db, id: number) {
  const order = await db.selectFrom('request_orders').selectAll().where('id', '=', id).executeTakeFirst();
  if (!order) return undefined;
  const items = await db
    .selectFrom('request_order_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.product_id', 'i.quantity', 'i.unit_price', 'p.name_ja', 'p.name_en', 'p.name_zh', 'p.name_ko'])
    .where('i.order_id', '=', id)
    .orderBy('i.product_id')
    .execute();
  return { ...order, items };
}

/** The folio lines recorded for a request order (makeSales), by id. */
export async function listOrderSaleIds(db: Db, requestOrderId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('sales')
    .select('id')
    .where('request_order_id', '=', requestOrderId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Marks an order's mail (to the member or to the admin) as sent; false when it was already. The
 * one request that marks it sends the mail.
 */
export async function markMailed(db: Db, id: number, recipient: 'user' | 'admin'): Promise<boolean> {
  const column = recipient === 'user' ? 'user_mailed_at' : 'admin_mailed_at';
  const row = await db
    .updateTable('request_orders')
    .set({ [column]: new Date() })
    .where('id', '=', id)
    .where(column, 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Undoes markMailed after the mail could not be sent, so that a retry sends it. */
export async function unmarkMailed(db: Db, id: number, recipient: 'user' | 'admin'): Promise<void> {
  const column = recipient === 'user' ? 'user_mailed_at' : 'admin_mailed_at';
  await db
    .updateTable('request_orders')
    .set({ [column]: null })
    .where('id', '=', id)
    .execute();
}

/** Locks a request order until the transaction ends: its lines are recorded one request at a time. */
export async function lockRequestOrder(db: Db, id: number): Promise<void> {
  await db.selectFrom('request_orders').select('id').where('id', '=', id).forUpdate().execute();
}
