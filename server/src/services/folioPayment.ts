import type { Operations } from '../contract.ts';
import type { Db } from '../db/database.ts';
import * as cards from '../db/repositories/cards.ts';
import * as checkins from '../db/repositories/checkins.ts';
import { checkinsOfReservations } from '../db/repositories/folio.ts';
import * as hotels from '../db/repositories/hotels.ts';
import * as orders from '../db/repositories/orders.ts';
import * as reservations from '../db/repositories/reservations.ts';
import { findUserById, normaliseEmail } from '../db/repositories/users.ts';
import {
  cardNotFound,
  checkinNotFound,
  HttpError,
  hotelNotFound,
  numericId,
  RESERVATION_NOT_FOUND,
} from '../errors.ts';
import { billedPrice } from './bill.ts';
import type { FolioCharge } from './charging.ts';
import { fullName } from './checkinMail.ts';
import { localDateTime } from './hotelTime.ts';
import type { Mailer } from './mail.ts';
import { checkoutPaymentMail, type PaymentMailGroup } from './paymentMail.ts';
import { roomInfo, roomsOf } from './rooms.ts';

// The card payment of a folio (check-out, online check-in), the sales it paid and its mail (spec doc 2 §4, §7).

/** An order that does not exist, failed, or is another member's: one answer for all. */
const orderNotFound = () => new HttpError(404, 'This payment was not found.', 'order_not_found');

/**
 * What a card payment of a folio pays for (creditCardPay): the hotel's reservations (not cancelled)
 * and the member's own check-ins at the hotel, with the member's own card. Reservations not checked in
 * yet, online or at the desk, are paid at the online check-in; all else at check-out.
 */
export async function selectFolioPayment(
  db: Db,
  userId: number,
  input: Operations['creditCardPay']['body'],
): Promise<FolioCharge> {
  const reservationIds = [...new Set(input.reservationIds ?? [])];
  const checkinIds = [...new Set(input.checkinIds ?? [])].map(numericId);
  if (reservationIds.length === 0 && checkinIds.length === 0) {
    throw new HttpError(400, 'Please select the reservations or check-ins to pay.', 'nothing_selected');
  }
  if (!(await hotels.hotelExists(db, input.hotelId))) throw hotelNotFound(input.hotelId);
  const card = await cards.findCardOf(db, userId);
  if (!card || String(card.id) !== input.cardId) throw cardNotFound();

  const rows = reservationIds.length > 0 ? await reservations.findReservations(db, input.hotelId, reservationIds) : [];
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
    // Reservations not checked in yet (online or at the desk) are paid at the online check-in; all
    // else at check-out.
    kind: ownIds.length === 0 && rows.every((r) => !r.checked_in && r.status === 'booked') ? 'checkin' : 'checkout',
    paymentAmount: Number(input.paymentAmount),
  };
}

/**
 * The sales a successful payment paid (postCheckoutInfo), for check-ins it covers (its own, or those
 * of its reservations) and no other.
 */
export async function paidSaleIds(db: Db, body: Operations['postCheckoutInfo']['body']): Promise<string[]> {
  const order = await orders.findOrder(db, body.orderId);
  if (!order || order.process_result !== 'success') throw orderNotFound();
  const allowed = new Set([...order.checkin_ids, ...(await checkinsOfReservations(db, order.reservation_ids))]);
  const ids = body.checkinIds.map(numericId);
  if (ids.some((id) => id === null || !allowed.has(id))) throw checkinNotFound();
  const lines = await orders.listOrderLines(db, order.id);
  return lines.map((l) => String(l.id));
}

/** The paid lines by reservation (then those of the stay without one), for the mail. */
async function paidGroups(db: Db, order: { id: string; reservation_ids: number[] }): Promise<PaymentMailGroup[]> {
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

/**
 * The payment's mail (sendmailCheckoutPaymentInfo), to the member's own address only and once per
 * order (mailed_at: queued in the outbox); a request that could not queue it can be retried.
 */
export async function mailPaymentReceipt(
  db: Db,
  { mailer, publicUrl }: { mailer: Mailer; publicUrl: string },
  userId: number,
  input: Operations['sendmailCheckoutPaymentInfo']['body'],
): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user || normaliseEmail(input.email) !== user.email_normalized) {
    throw new HttpError(400, 'The email address must be the one of your account.', 'email_mismatch');
  }
  const order = await orders.findOrder(db, input.receptionNumber);
  if (!order || order.user_id !== userId || order.process_result !== 'success') throw orderNotFound();
  const hotel = await hotels.findHotel(db, order.hotel_id);
  if (!hotel) throw orderNotFound();

  // Marked first, so that two requests for one order send one mail.
  if (!(await orders.markMailed(db, order.id, userId))) return;
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
        groups: await paidGroups(db, order),
        link: link.toString(),
      }),
    );
  } catch (error) {
    // Not recorded in the outbox: a retry may queue it.
    await orders.unmarkMailed(db, order.id);
    throw error;
  }
}
