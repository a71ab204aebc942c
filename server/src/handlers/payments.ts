import type { FastifyRequest } from 'fastify';
import { checkinsOfReservations } from '../db/repositories/folio.ts';
import type { Db } from '../db/database.ts';
import * as cards from '../db/repositories/cards.ts';
import * as checkins from '../db/repositories/checkins.ts';
import * as hotels from '../db/repositories/hotels.ts';
import * as orders from '../db/repositories/orders.ts';
import * as reservations from '../db/repositories/reservations.ts';
import { findUserById, normaliseEmail } from '../db/repositories/users.ts';
import { checkinNotFound, HttpError, hotelNotFound, numericId } from '../errors.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import { billedPrice } from '../services/bill.ts';
import { payFolio } from '../services/charging.ts';
import { fullName } from '../services/checkinMail.ts';
import { localDateTime } from '../services/hotelTime.ts';
import type { Mailer, MailLanguage } from '../services/mail.ts';
import { checkoutPaymentMail, type PaymentMailGroup } from '../services/paymentMail.ts';
import { roomInfo, roomsOf } from '../services/rooms.ts';
import { cardNotFound } from './cards.ts';
import { RESERVATION_NOT_FOUND } from './checkin.ts';

/** An order that does not exist, failed, or is another member's: one answer for all. */
const orderNotFound = () => new HttpError(404, 'This payment was not found.', 'order_not_found');

interface CardPaymentBody {
  cardId: string;
  paymentAmount: string;
  reservationIds?: string[];
  checkinIds?: string[];
  hotelId: string;
}

interface CheckoutPaymentMailBody {
  email: string;
  name: string;
  receptionNumber: string;
  lang?: MailLanguage;
  // The hotel, amounts, date, method, lines and link are sent too, and rebuilt from the order.
}

export interface PaymentOptions {
  gateway: PaymentGateway;
  mailer: Mailer;
  /** Base URL of the app, for the usage detail link in the mail. */
  publicUrl: string;
}

/** Card payment of a folio (check-out, online check-in), its sales and its mail (spec doc 2 §4, §7). */
export function createPaymentHandlers(db: Db, { gateway, mailer, publicUrl }: PaymentOptions) {
  /** The paid lines by reservation (then those of the stay without one), for the mail. */
  async function paidGroups(order: { id: string; reservation_ids: number[] }): Promise<PaymentMailGroup[]> {
    const lines = await orders.listOrderLines(db, order.id);
    const ids = [...new Set([...order.reservation_ids, ...lines.flatMap((l) => l.reservation_id ?? [])])];
    const [rows, rooms] = await Promise.all([orders.listReservationCodes(db, ids), reservations.listRooms(db, ids)]);
    const groups = [
      ...rows.map((r) => ({
        label: [r.reservation_code, roomInfo(roomsOf(rooms, r.id))].filter(Boolean).join(' '),
        lines: lines.filter((l) => l.reservation_id === r.id),
      })),
      { label: null, lines: lines.filter((l) => l.reservation_id === null) },
    ];
    return groups
      .filter((g) => g.lines.length > 0)
      .map(({ label, lines: own }) => {
        const useAmount = own.filter((l) => !l.is_discount).reduce((sum, l) => sum + billedPrice(l), 0);
        const discount = -own.filter((l) => l.is_discount).reduce((sum, l) => sum + billedPrice(l), 0);
        return { label, useAmount, discount, paymentAmount: useAmount - discount };
      });
  }

  return {
    async creditCardPay(request: FastifyRequest<{ Body: CardPaymentBody; Headers: { 'idempotency-key': string } }>) {
      const userId = request.userId!;
      const input = request.body;
      return payFolio(
        db,
        gateway,
        {
          scope: `user:${userId}`,
          operation: 'creditCardPay',
          key: request.headers['idempotency-key'],
          payload: input,
        },
        async () => {
          const reservationIds = [...new Set(input.reservationIds ?? [])];
          const checkinIds = [...new Set(input.checkinIds ?? [])].map(numericId);
          if (reservationIds.length === 0 && checkinIds.length === 0) {
            throw new HttpError(400, 'Please select the reservations or check-ins to pay.', 'nothing_selected');
          }
          if (!(await hotels.hotelExists(db, input.hotelId))) throw hotelNotFound(input.hotelId);
          const card = await cards.findCardOf(db, userId);
          if (!card || String(card.id) !== input.cardId) throw cardNotFound();

          const rows =
            reservationIds.length > 0 ? await reservations.findReservations(db, input.hotelId, reservationIds) : [];
          if (rows.length !== reservationIds.length || rows.some((r) => r.status === 'cancelled')) {
            throw new HttpError(404, RESERVATION_NOT_FOUND, 'reservation_not_found');
          }
          if (checkinIds.some((id) => id === null)) throw checkinNotFound();
          const ownIds = checkinIds as number[];
          const own = await checkins.findOwnCheckinsAt(db, userId, input.hotelId, ownIds);
          if (own.length !== ownIds.length) throw checkinNotFound();

          return {
            hotelId: input.hotelId,
            userId,
            card,
            selection: { reservationIds: rows.map((r) => r.id), checkinIds: ownIds },
            // Reservations not checked in yet are paid at the online check-in; all else at check-out.
            kind: ownIds.length === 0 && !rows.some((r) => r.checked_in) ? 'checkin' : 'checkout',
            paymentAmount: Number(input.paymentAmount),
          };
        },
        request.log,
      );
    },

    async postCheckoutInfo(request: FastifyRequest<{ Body: { orderId: string; checkinIds: string[] } }>) {
      const order = await orders.findOrder(db, request.body.orderId);
      if (!order || order.process_result !== 'success') throw orderNotFound();
      const allowed = new Set([...order.checkin_ids, ...(await checkinsOfReservations(db, order.reservation_ids))]);
      const ids = request.body.checkinIds.map(numericId);
      if (ids.some((id) => id === null || !allowed.has(id))) throw checkinNotFound();
      const lines = await orders.listOrderLines(db, order.id);
      return { data: { saleIds: lines.map((l) => String(l.id)) } };
    },

    async sendmailCheckoutPaymentInfo(request: FastifyRequest<{ Body: CheckoutPaymentMailBody }>) {
      const userId = request.userId!;
      const input = request.body;
      const user = await findUserById(db, userId);
      if (!user || normaliseEmail(input.email) !== user.email_normalized) {
        throw new HttpError(400, 'The email address must be the one of your account.', 'email_mismatch');
      }
      const order = await orders.findOrder(db, input.receptionNumber);
      if (!order || order.user_id !== userId || order.process_result !== 'success') throw orderNotFound();
      const hotel = await hotels.findHotel(db, order.hotel_id);
      if (!hotel) throw orderNotFound();

      // Marked first, so that two requests for one order send one mail.
      if (!(await orders.markMailed(db, order.id, userId))) return { status: 'ok' as const };
      try {
        const language = input.lang ?? user.language;
        const separator = language === 'zh' || language === 'ko' ? '' : ' ';
        const profile = { surname: user.surname ?? '', name: user.name ?? '', language };
        const profileName = profile.surname || profile.name ? fullName(profile, separator).trim() : '';
        const received = localDateTime(order.created_at, hotel.time_zone);
        const link = new URL(`/mypage/usage-detail/${order.id}`, publicUrl);
        link.searchParams.set('hotelId', hotel.id);
        link.searchParams.set('lang', language);
        await mailer.send(
          checkoutPaymentMail({
            to: user.email,
            language,
            guestName: profileName || input.name.trim() || user.email,
            hotelName: hotel.hotel_name,
            hotelNameLatin: hotel.hotel_name_latin,
            hotelTelephone: hotel.telephone,
            orderId: order.id,
            receptionDate: `${received.date.replaceAll('-', '/')} ${received.time}`,
            cardBrand: order.card_brand ?? '',
            amount: order.amount,
            groups: await paidGroups(order),
            link: link.toString(),
          }),
        );
      } catch (error) {
        // Not sent: a retry may send it.
        await orders.unmarkMailed(db, order.id);
        throw error;
      }
      return { status: 'ok' as const };
    },
  };
}
