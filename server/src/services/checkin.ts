import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Operations, Schema } from '../contract.ts';
import type { Db } from '../db/database.ts';
import * as checkins from '../db/repositories/checkins.ts';
import * as hotels from '../db/repositories/hotels.ts';
import * as reservations from '../db/repositories/reservations.ts';
import * as stays from '../db/repositories/stays.ts';
import { findUserById } from '../db/repositories/users.ts';
import { checkinNotFound, HttpError, hotelNotFound, numericId, reservationNotFound } from '../errors.ts';
import { checkinMail, type CheckinMailInput } from './checkinMail.ts';
import { checkGuestRegister, writeGuestRegister } from './guestRegister.ts';
import { newCheckinCode } from './codes.ts';
import { addDays, arrivalAccepted, businessDate, localDateTime } from './hotelTime.ts';
import { runIdempotent } from './idempotency.ts';
import { nameMatches, normaliseBookingNumber } from './reservationSearch.ts';
import { plannedDeparture, retainUntilPlanned } from './retention.ts';
import { takeAttempt } from './throttle.ts';
import type { Mailer } from './mail.ts';
import { stayBill } from './stayBill.ts';
import { emitWebhookEvent } from './webhooks.ts';

/** Spec doc 2 §7: "Home is sent as a Japanese word for 'home'". */
export const HOME = '自宅';
/** Spec doc 2 §7: the memo's header, "guidance from the facility". */
export const GUIDANCE_HEADER = '【施設からのご案内】';
export const alreadyCheckedIn = () =>
  new HttpError(409, 'This reservation is already checked in.', 'already_checked_in');

/** A stay is over once its last night is before the hotel's business date. */
export const isOver = (row: { checkin_date: string; nights: number }, today: string) =>
  addDays(row.checkin_date, row.nights) <= today;

/** The memo as the hotel reads it: the guidance lines under the spec's header (added when missing). */
function guidanceMemo(memo: string): string | null {
  const text = memo.trim();
  if (text === '') return null;
  return text.startsWith(GUIDANCE_HEADER) ? text : `${GUIDANCE_HEADER}\n${text}`;
}

export const qrText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

export async function findHotel(conn: Db, hotelId: string) {
  const hotel = await hotels.findHotel(conn, hotelId);
  if (!hotel) throw hotelNotFound(hotelId);
  return hotel;
}

/** The hotel's reservations with these ids, all of them, or 404. */
export async function findAll(conn: Db, hotelId: string, publicIds: string[]) {
  const ids = [...new Set(publicIds)];
  const rows = await reservations.findReservations(conn, hotelId, ids);
  if (rows.length !== ids.length) throw reservationNotFound();
  return rows;
}

/** The bill at check-in: the reservations' lines only (check-outs bill check-ins too, services/checkout.ts). */
export const checkinBill = (
  conn: Db,
  rows: { id: number; public_id: string; reservation_code: string; checkin_date: string; nights: number }[],
) => stayBill(conn, { reservations: rows, checkins: [] });

export interface CheckinSubmission {
  /** The signed-in member. */
  userId: number;
  input: Schema<'SmartCheckinInput'>;
  idempotencyKey: string;
  /** Base URL of the app, for the link in the confirmation mail. */
  publicUrl: string;
}

/**
 * The online check-in itself (spec doc 2 §4, smartCheckin), once per Idempotency-Key: an arrival not
 * past within the arrival dates, companions and places filled in, the reservations open and not checked in (locked,
 * so a second check-in of one of them waits and then finds it checked in), the pending check-in of
 * setCheckin taken only with its own reservations, nothing left to pay when paying by card. Answers the
 * stored answer, and the confirmation mail's content unless this was a replay.
 */
export async function submitCheckin(db: Db, { userId, input, idempotencyKey, publicUrl }: CheckinSubmission) {
  // Filled in by the stored check-in; the mail is sent after the transaction commits.
  const mail: { input?: Omit<CheckinMailInput, 'to'> } = {};
  const { body, replayed } = await runIdempotent(
    db,
    { scope: `user:${userId}`, operation: 'smartCheckin', key: idempotencyKey, payload: input },
    async (trx) => {
      if (input.userId !== String(userId)) {
        throw new HttpError(400, 'userId must be the id of the signed-in member.', 'user_mismatch');
      }
      const details = input.checkin;
      const hotel = await findHotel(trx, details.hotelId);
      const now = new Date();
      const today = businessDate(hotel, now);

      // The arrival not past, up to the window's end on the last arrival date (openapi.yaml "Arrival").
      if (![details.userCheckinTime, details.checkinTime].every((seconds) => arrivalAccepted(hotel, seconds, now))) {
        throw new HttpError(400, 'Please enter a valid date', 'invalid_date');
      }

      const { totalMembers, reservationTel } = details.guest;
      const companions = details.accompany.map((c) => ({ surname: c.surname.trim(), name: c.name.trim() }));
      if (companions.length > totalMembers - 1) {
        throw new HttpError(
          400,
          `There are more companions (${companions.length}) than guests besides the representative (${totalMembers - 1}).`,
          'companions_mismatch',
        );
      }
      if (companions.some((c) => c.surname === '' || c.name === '')) {
        throw new HttpError(
          400,
          'Please enter the family and given name of every companion.',
          'companion_name_missing',
        );
      }
      const previousPlace = details.previousPlaceToStay.trim();
      const nextPlace = details.nextPlaceToStay.trim();
      if (previousPlace === '' || nextPlace === '') {
        throw new HttpError(400, 'Please enter the previous and the next place to stay.', 'place_missing');
      }
      checkGuestRegister(details, input.guestRegister);

      // The reservations, locked: a second check-in of one of them waits, then finds it checked in.
      const ids = [...new Set(input.reservationIds)];
      await reservations.lockReservations(trx, hotel.id, ids);
      const rows = ids.length > 0 ? await findAll(trx, hotel.id, ids) : [];
      if (rows.some((r) => r.status !== 'booked' || isOver(r, today))) throw reservationNotFound();
      if (rows.some((r) => r.checked_in)) throw alreadyCheckedIn();

      let draftId: number | null = null;
      let checkinCode = newCheckinCode();
      if (input.checkinId !== undefined && input.checkinId !== null) {
        const id = numericId(input.checkinId);
        const draft = id === null ? undefined : await checkins.lockCheckin(trx, id);
        if (!draft || draft.hotel_id !== hotel.id || (draft.user_id !== null && draft.user_id !== userId)) {
          throw checkinNotFound();
        }
        // setCheckin is anonymous and its ids are small numbers: a pending check-in is taken only
        // with the reservations it was made for (random UUIDs), else it is as missing as any.
        const linked = new Set((await stays.listCheckinReservations(trx, [draft.id])).map((r) => r.id));
        if (linked.size !== rows.length || rows.some((r) => !linked.has(r.id))) throw checkinNotFound();
        if (draft.status !== 'draft') {
          throw new HttpError(409, 'This check-in was already submitted.', 'checkin_already_submitted');
        }
        draftId = draft.id;
        checkinCode = draft.checkin_code;
      }

      // A card payment is taken before the check-in (creditCardPay): nothing may be left to pay.
      if (input.paymentType === 'creditCard' && (await checkinBill(trx, rows)).totalAmount > 0) {
        throw new HttpError(402, 'Please pay the bill by credit card before checking in.', 'payment_required');
      }

      // The wallet pass, when the hotel has a pass host; the QR code encodes the payload without it.
      const passId = hotel.wallet_pass_host ? `pass-${randomBytes(12).toString('base64url')}` : null;
      const qrJson = JSON.stringify({
        checkin_code: checkinCode,
        hotel_id: hotel.id,
        ...(passId && { pass_id: passId }),
      });
      const arrival = localDateTime(new Date(details.userCheckinTime * 1000), hotel.time_zone);
      const saved = await checkins.saveSubmittedCheckin(trx, draftId, {
        hotelId: hotel.id,
        userId,
        checkinCode,
        checkinTime: new Date(details.checkinTime * 1000),
        userCheckinTime: new Date(details.userCheckinTime * 1000),
        totalMembers,
        telephone: reservationTel,
        previousPlace,
        nextPlace,
        checkinNote: guidanceMemo(input.checkinNote.memo),
        paymentType: input.paymentType ?? null,
        receiptName: input.receiptName?.trim() || null,
        qrJson,
        passId,
        frontSupported: rows.some((r) => r.front_supported),
        companions,
        reservationIds: rows.map((r) => r.id),
        // Kept 3 years from the end of the planned stay until the check-out says when it ended.
        retainUntil: retainUntilPlanned(plannedDeparture(rows, arrival.date), hotel.time_zone),
      });
      await writeGuestRegister(trx, {
        checkinId: saved.id,
        userId,
        hotelId: hotel.id,
        details,
        input: input.guestRegister,
      });
      await emitWebhookEvent(trx, hotel.id, 'checkin.submitted', {
        hotelId: hotel.id,
        checkinId: String(saved.id),
        checkinCode,
        reservationIds: rows.map((r) => r.public_id),
        reservations: await reservations.findReservationRefs(
          trx,
          hotel.id,
          rows.map((r) => r.public_id),
        ),
        arrival: new Date(details.userCheckinTime * 1000).toISOString(),
        totalMembers,
      });
      const link = new URL(`/mypage/checkin-history/${saved.id}`, publicUrl);
      link.searchParams.set('checkinCode', checkinCode);
      link.searchParams.set('hotelId', hotel.id);
      link.searchParams.set('lang', input.lang);
      mail.input = {
        language: input.lang,
        surname: details.user.surname.trim(),
        name: details.user.name.trim(),
        hotelName: hotel.hotel_name,
        hotelNameLatin: hotel.hotel_name_latin,
        hotelTelephone: hotel.telephone,
        checkinCode,
        arrival: `${arrival.date.replaceAll('-', '/')} ${arrival.time}`,
        totalMembers,
        reservationCodes: rows.map((r) => r.reservation_code),
        link: link.toString(),
      };
      return { checkinId: String(saved.id), checkinCode, qrJson: qrText(saved.qr_json) };
    },
  );
  return { body, confirmation: replayed ? undefined : mail.input };
}

/** The confirmation mail to the member's address. The check-in stands if it fails (the QR code is on My Page). */
export async function sendCheckinConfirmation(
  db: Db,
  mailer: Mailer,
  userId: number,
  confirmation: Omit<CheckinMailInput, 'to'>,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const user = await findUserById(db, userId);
    if (user?.email) await mailer.send(checkinMail({ ...confirmation, to: user.email }));
  } catch (error) {
    log.error({ err: error }, 'check-in confirmation mail failed');
  }
}

/**
 * The reservation search of the online check-in (searchCheckin): by phone, booking number or the
 * family and given name (both), among the hotel's open reservations. Misses are limited per client
 * address, so phone numbers and names cannot be tried in bulk; a hit gives its attempt back.
 */
export async function searchOpenReservations(
  db: Db,
  query: Operations['searchCheckin']['body'],
  { address, addressLimitFactor }: { address: string; addressLimitFactor: number },
) {
  const { hotelId, reservationTel, reservationId } = query;
  const family = query.reservationFamilyName?.trim();
  const given = query.reservationGivenName?.trim();
  const byName = family !== undefined || given !== undefined;
  if (byName && (!family || !given)) {
    throw new HttpError(400, 'Please enter both the family name and the given name.', 'name_incomplete');
  }
  if (reservationTel === undefined && reservationId === undefined && !byName) {
    throw new HttpError(
      400,
      'Please enter the phone number, the reservation ID, or the family and given name.',
      'search_key_missing',
    );
  }
  const hotel = await findHotel(db, hotelId);
  // Misses are limited per client address: phone numbers and names cannot be tried in bulk.
  const rules = [{ bucket: `checkin-search:ip:${address}`, limit: 30 * addressLimitFactor }];
  const takeBack = await takeAttempt(db, rules);
  const code = reservationId === undefined ? undefined : normaliseBookingNumber(reservationId);
  let rows =
    code === ''
      ? []
      : await reservations.listOpenReservations(db, hotelId, businessDate(hotel), {
          telephone: reservationTel,
          code,
        });
  if (family && given) {
    rows = rows.filter((r) =>
      nameMatches([r.user_name, r.user_name_en, r.guest_name, r.guest_name_en, r.guest_name_kana], family, given),
    );
  }
  if (rows.length === 0) throw reservationNotFound();
  await takeBack();
  const rooms = await reservations.listRooms(
    db,
    rows.map((r) => r.id),
  );
  return { rows, rooms };
}

/**
 * The pending check-in of the selected reservations (setCheckin): all of them the hotel's, open and
 * not checked in. Answers its id.
 */
export async function startCheckin(db: Db, hotelId: string, reservationIds: string[]): Promise<number> {
  const hotel = await findHotel(db, hotelId);
  const rows = await findAll(db, hotelId, reservationIds);
  const today = businessDate(hotel);
  if (rows.some((r) => r.status !== 'booked' || isOver(r, today))) throw reservationNotFound();
  if (rows.some((r) => r.checked_in)) throw alreadyCheckedIn();
  const id = await checkins.createDraft(db, {
    hotelId,
    checkinCode: newCheckinCode(),
    frontSupported: rows.some((r) => r.front_supported),
    reservationIds: rows.map((r) => r.id),
    retainUntil: retainUntilPlanned(plannedDeparture(rows, today), hotel.time_zone),
  });
  return id;
}
