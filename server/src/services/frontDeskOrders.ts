import type { Db } from '../db/database.ts';
import * as frontDesk from '../db/repositories/frontDesk.ts';
import * as hotels from '../db/repositories/hotels.ts';
import { hotelNotFound, numericId } from '../errors.ts';
import { addDays, localDateTime, zonedInstant } from './hotelTime.ts';
import { orderNotFound } from './ordering.ts';

type OrderRow = Awaited<ReturnType<typeof frontDesk.listRequestOrders>>[number];
type ItemRow = Awaited<ReturnType<typeof frontDesk.listRequestOrderItems>>[number];

function toFrontDeskOrder(row: OrderRow, items: ItemRow[]) {
  return {
    orderId: String(row.id),
    roomNumber: row.room_number,
    items: items
      .filter((i) => i.order_id === row.id)
      .map((i) => ({ name: i.name_ja, quantity: i.quantity, unitPrice: i.unit_price })),
    totalAmount: row.total_amount,
    paymentMethod: row.payment_method,
    orderedAt: new Date(row.created_at).toISOString(),
    deliveredAt: row.delivered_at ? new Date(row.delivered_at).toISOString() : null,
  };
}

/** The request orders placed on the hotel's today (its calendar day in its time zone), newest first. */
export async function listTodaysRequestOrders(db: Db, hotelId: string, now = new Date()) {
  const hotel = await hotels.findHotel(db, hotelId);
  if (!hotel) throw hotelNotFound(hotelId);
  const date = localDateTime(now, hotel.time_zone).date;
  const from = zonedInstant(date, '00:00', hotel.time_zone);
  const to = zonedInstant(addDays(date, 1), '00:00', hotel.time_zone);
  const rows = await frontDesk.listRequestOrders(db, hotelId, from, to);
  const items = await frontDesk.listRequestOrderItems(
    db,
    rows.map((r) => r.id),
  );
  return { date, orders: rows.map((row) => toFrontDeskOrder(row, items)) };
}

/** Marks the hotel's order delivered (once: a second call answers the first time). */
export async function markOrderDelivered(db: Db, hotelId: string, orderIdText: string) {
  const orderId = numericId(orderIdText);
  const order = orderId === null ? undefined : await frontDesk.findRequestOrder(db, hotelId, orderId);
  if (!order) throw orderNotFound();
  await frontDesk.markDelivered(db, hotelId, order.id);
  const delivered = await frontDesk.findRequestOrder(db, hotelId, order.id);
  if (!delivered) throw orderNotFound();
  return toFrontDeskOrder(delivered, await frontDesk.listRequestOrderItems(db, [order.id]));
}
