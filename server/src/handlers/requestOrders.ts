import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import * as cards from '../db/repositories/cards.ts';
import { reservationsOfCheckins } from '../db/repositories/folio.ts';
import * as hotels from '../db/repositories/hotels.ts';
import * as orders from '../db/repositories/orders.ts';
import * as requestOrders from '../db/repositories/requestOrders.ts';
import { lockPaymentOrder } from '../db/repositories/sales.ts';
import { findUserById } from '../db/repositories/users.ts';
import { HttpError, hotelNotFound, numericId } from '../errors.ts';
import type { ChargeResult, PaymentGateway } from '../payments/gateway.ts';
import { cardPaymentAnswer, chargeOnce } from '../services/charging.ts';
import { fullName } from '../services/checkinMail.ts';
import { newOrderId } from '../services/codes.ts';
import { localDateTime } from '../services/hotelTime.ts';
import { runIdempotent } from '../services/idempotency.ts';
import type { Mailer, MailLanguage } from '../services/mail.ts';
import { takeAttempt } from '../services/throttle.ts';
import { ROOM_NOT_FOUND, roomSearchRules } from '../services/orderRooms.ts';
import { requestOrderMail } from '../services/requestOrderMail.ts';
import {
  findOrderingCheckin,
  giveBack,
  productsMismatch,
  sameItems,
  takeProducts,
  totalOf,
  type OrderedProduct,
} from '../services/requestOrdering.ts';
import { cardNotFound } from './cards.ts';

const orderNotFound = () => new HttpError(404, 'This order was not found.', 'order_not_found');
const amountMismatch = () =>
  new HttpError(400, 'The amount to pay has changed. Please check your order again.', 'amount_mismatch');

interface RequestPaymentBody {
  checkinId: string;
  paymentAmount: string;
  productIds: number[];
  products: OrderedProduct[];
  cardId: string;
  telephone: string;
}

interface RequestOrderBody {
  checkinId: string;
  mobileRequestOrderId?: string | null;
  roomNumber: string;
  paymentMethod: 0 | 1 | 2;
  products: OrderedProduct[];
  telephone: string;
}

interface OrderMailBody {
  hotelId: string;
  requestOrderId: string;
  checkinId: string;
  roomNumber: string;
  paymentMethod: 0 | 1 | 2;
  products: { id: number; name: string; numberOfItems: number; price: number }[];
  totalAmount: number;
  lang: MailLanguage;
}

type IdempotentHeaders = { 'idempotency-key': string };

export interface RequestOrderOptions {
  gateway: PaymentGateway;
  mailer: Mailer;
  /** Multiplies the per-address limit of phone misses (tests from one address); 1 in service. */
  addressLimitFactor?: number;
}

/**
 * Mobile request orders (spec doc 2 §4 "Mobile request ordering", §7): the card payment, which
 * checks the products and takes their stock before charging; the order; its two mails.
 */
export function createRequestOrderHandlers(db: Db, { gateway, mailer, addressLimitFactor = 1 }: RequestOrderOptions) {
  /** A declined card gives the stock its payment took back, in the same transaction as the failure. */
  async function recordRequestOutcome(trx: Db, orderId: string, result: ChargeResult) {
    if (result.processResult === 'success') return orders.recordSuccess(trx, orderId, result.transactionNumber);
    const order = await lockPaymentOrder(trx, orderId);
    if (order?.process_result !== 'pending') return;
    await orders.recordFailure(trx, orderId);
    await giveBack(trx, await requestOrders.listPaymentItems(trx, orderId));
  }

  /** The order a mail is about: found by id and hotel and matching the request, else 404. */
  async function orderForMail(body: OrderMailBody) {
    const id = numericId(body.requestOrderId);
    const order = id === null ? undefined : await requestOrders.findRequestOrderWithItems(db, id);
    const matches =
      order !== undefined &&
      order.hotel_id === body.hotelId &&
      String(order.checkin_id) === body.checkinId &&
      order.room_number === body.roomNumber &&
      order.payment_method === body.paymentMethod &&
      order.total_amount === body.totalAmount &&
      sameItems(
        order.items.map((i) => ({ productId: i.product_id, quantity: i.quantity, unitPrice: i.unit_price })),
        body.products.map((p) => ({ id: p.id, numberOfItems: p.numberOfItems })),
      );
    if (!matches) throw orderNotFound();
    return order;
  }

  async function sendOrderMail(
    order: NonNullable<Awaited<ReturnType<typeof requestOrders.findRequestOrderWithItems>>>,
    recipient: 'user' | 'admin',
    to: string,
    language: MailLanguage,
    guestName: string,
  ) {
    const hotel = await hotels.findHotel(db, order.hotel_id);
    if (!hotel) throw orderNotFound();
    // Marked first, so that two requests for one order send one mail.
    if (!(await requestOrders.markMailed(db, order.id, recipient))) return;
    try {
      const at = localDateTime(order.created_at, hotel.time_zone);
      // The product's name in the mail's language, else Japanese (as the SPA's pickLocalized).
      const name = (i: (typeof order.items)[number]) =>
        ({ ja: i.name_ja, en: i.name_en, zh: i.name_zh, ko: i.name_ko })[language]?.trim() || i.name_ja;
      await mailer.send(
        requestOrderMail({
          to,
          language,
          recipient: recipient === 'user' ? 'guest' : 'admin',
          guestName,
          hotelName: hotel.hotel_name,
          hotelNameLatin: hotel.hotel_name_latin,
          hotelTelephone: hotel.telephone,
          orderId: order.id,
          orderedAt: `${at.date.replaceAll('-', '/')} ${at.time}`,
          roomNumber: order.room_number,
          paymentMethod: order.payment_method,
          lines: order.items.map((i) => ({ name: name(i), quantity: i.quantity, unitPrice: i.unit_price })),
          total: order.total_amount,
        }),
      );
    } catch (error) {
      // Not sent: a retry may send it.
      await requestOrders.unmarkMailed(db, order.id, recipient);
      throw error;
    }
  }

  return {
    async creditCardPayForMobileRequest(
      request: FastifyRequest<{ Body: RequestPaymentBody; Headers: IdempotentHeaders }>,
    ) {
      const userId = request.userId!;
      const input = request.body;
      return chargeOnce(
        db,
        gateway,
        {
          scope: `user:${userId}`,
          operation: 'creditCardPayForMobileRequest',
          key: request.headers['idempotency-key'],
          payload: input,
        },
        async () => {
          const ids = input.products.map((p) => p.id);
          if (ids.length !== input.productIds.length || !input.productIds.every((id) => ids.includes(id))) {
            throw productsMismatch();
          }
          const { checkin, hotel } = await findOrderingCheckin(db, input.checkinId, input.telephone);
          const card = await cards.findCardOf(db, userId);
          if (!card || String(card.id) !== input.cardId) throw cardNotFound();
          // Step 1 of the charging protocol: the products are checked and their stock is taken for
          // this payment before anything is charged.
          return db.transaction().execute(async (trx) => {
            const items = await takeProducts(trx, hotel, input.products);
            const amount = totalOf(items);
            if (amount !== Number(input.paymentAmount)) throw amountMismatch();
            const orderId = newOrderId();
            await orders.createPendingOrder(trx, {
              id: orderId,
              hotelId: hotel.id,
              userId,
              kind: 'request',
              amount,
              card,
              reservationIds: await reservationsOfCheckins(trx, [checkin.id]),
              checkinIds: [checkin.id],
            });
            await requestOrders.insertPaymentItems(trx, orderId, items);
            return { orderId, amount, card };
          });
        },
        recordRequestOutcome,
        (outcome) => {
          const answer = cardPaymentAnswer(outcome);
          return {
            mobileRequestOrderId: answer.orderId,
            processResult: answer.processResult,
            status: answer.status,
            errorMessage: answer.errorMessage,
          };
        },
        request.log,
      );
    },

    async makeRequestOrder(request: FastifyRequest<{ Body: RequestOrderBody; Headers: IdempotentHeaders }>) {
      const input = request.body;
      const userId = request.userId ?? null;
      // Open to anyone: a phone that finds no stay counts against the room lookup's limit.
      const rules = roomSearchRules(request.ip, addressLimitFactor);
      const takeBack = await takeAttempt(db, rules);
      const { body } = await runIdempotent(
        db,
        {
          scope: userId === null ? `request:${input.telephone}` : `user:${userId}`,
          operation: 'makeRequestOrder',
          key: request.headers['idempotency-key'],
          payload: input,
        },
        async (trx) => {
          const { checkin, hotel, roomNumbers } = await findOrderingCheckin(trx, input.checkinId, input.telephone);
          if (!roomNumbers.includes(input.roomNumber)) {
            throw new HttpError(400, ROOM_NOT_FOUND, 'room_not_found');
          }
          let paymentOrderId: string | null = null;
          let items;
          if (input.paymentMethod === 1) {
            if (!input.mobileRequestOrderId) {
              throw new HttpError(400, 'A card order needs its payment.', 'order_required');
            }
            const payment = await lockPaymentOrder(trx, input.mobileRequestOrderId);
            if (
              !payment ||
              payment.kind !== 'request' ||
              payment.hotel_id !== hotel.id ||
              !payment.checkin_ids.includes(checkin.id) ||
              (await requestOrders.findOrderOfPayment(trx, payment.id))
            ) {
              throw orderNotFound();
            }
            if (payment.process_result !== 'success') {
              throw new HttpError(409, 'This order has not been paid by card.', 'order_not_paid');
            }
            items = await requestOrders.listPaymentItems(trx, payment.id);
            if (!sameItems(items, input.products)) throw productsMismatch();
            paymentOrderId = payment.id;
          } else {
            // Sale hours and stock are checked again, and the stock taken, with the order.
            items = await takeProducts(trx, hotel, input.products);
          }
          const requestOrderId = await requestOrders.insertRequestOrder(trx, {
            hotelId: hotel.id,
            checkinId: checkin.id,
            userId,
            roomNumber: input.roomNumber,
            paymentMethod: input.paymentMethod,
            paymentOrderId,
            totalAmount: totalOf(items),
            items,
          });
          return { requestOrderId: String(requestOrderId) };
        },
      ).catch(async (error: unknown) => {
        // Only a phone that finds no stay stays counted.
        if (!(error instanceof HttpError && error.code === 'checkin_not_found')) await takeBack();
        throw error;
      });
      await takeBack();
      return body;
    },

    async sendmailMobileRequestInfoForUser(request: FastifyRequest<{ Body: OrderMailBody }>) {
      const userId = request.userId!;
      const order = await orderForMail(request.body);
      if (order.user_id !== userId) throw orderNotFound();
      const user = await findUserById(db, userId);
      if (!user) throw orderNotFound();
      const language = request.body.lang;
      const separator = language === 'zh' || language === 'ko' ? '' : ' ';
      const name =
        user.surname || user.name
          ? fullName({ surname: user.surname ?? '', name: user.name ?? '', language }, separator).trim()
          : '';
      await sendOrderMail(order, 'user', user.email, language, name);
      return { status: 'ok' as const };
    },

    async sendmailMobileRequestInfoForAdmin(request: FastifyRequest<{ Body: OrderMailBody }>) {
      const hotel = await hotels.findHotel(db, request.body.hotelId);
      if (!hotel) throw hotelNotFound(request.body.hotelId);
      const order = await orderForMail(request.body);
      // The hotel reads its orders in Japanese; a hotel without an admin address gets none.
      if (hotel.admin_email) await sendOrderMail(order, 'admin', hotel.admin_email, 'ja', '');
      return { status: 'ok' as const };
    },
  };
}
