import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import * as checkins from '../db/repositories/checkins.ts';
import * as hotels from '../db/repositories/hotels.ts';
import * as reservations from '../db/repositories/reservations.ts';
import * as stays from '../db/repositories/stays.ts';
import { findUserById } from '../db/repositories/users.ts';
import {
  checkinNotFound,
  HttpError,
  hotelNotFound,
  numericId,
  RESERVATION_NOT_FOUND,
  reservationNotFound,
} from '../errors.ts';
import { checkinMail, type CheckinMailInput } from '../services/checkinMail.ts';
import { newCheckinCode } from '../services/codes.ts';
import { addDays, businessDate, localDateTime, zonedInstant } from '../services/hotelTime.ts';
import { runIdempotent } from '../services/idempotency.ts';
import type { Mailer } from '../services/mail.ts';
import { nameMatches, normaliseBookingNumber } from '../services/reservationSearch.ts';
import { roomGroups, roomNumbers, roomsOf, type RoomRow } from '../services/rooms.ts';
import { stayBill } from '../services/stayBill.ts';
import { cleanHotelHtml } from '../services/hotelHtml.ts';
import { takeAttempt } from '../services/throttle.ts';
import { requireHotel } from './hotelScope.ts';

type Language = 'ja' | 'en' | 'zh' | 'ko';

/** Spec doc 2 §8: the reservation search finds nothing. */
export { RESERVATION_NOT_FOUND };
/** Spec doc 2 §7: "Home is sent as a Japanese word for 'home'". */
export const HOME = '自宅';
/** Spec doc 2 §7: the memo's header, "guidance from the facility". */
export const GUIDANCE_HEADER = '【施設からのご案内】';
/** Spec doc 2 §5: arrival dates are today and the next 14 days. */
const ARRIVAL_DAYS = 14;

const alreadyCheckedIn = () => new HttpError(409, 'This reservation is already checked in.', 'already_checked_in');

type ReservationRow = Awaited<ReturnType<typeof reservations.listOpenReservations>>[number];

/** A stay is over once its last night is before the hotel's business date. */
const isOver = (row: { checkin_date: string; nights: number }, today: string) =>
  addDays(row.checkin_date, row.nights) <= today;

/**
 * A reservation as the search answers it. The booking's telephone goes only to a search by that
 * telephone (it tells the searcher nothing new); the booked address never: the search is open to
 * anyone, and knowing a phone number or a name is no proof of being the guest.
 */
function toReservation(row: ReservationRow, rooms: RoomRow[], lang: Language, byTelephone: boolean) {
  const plans = { ja: row.plan_ja, en: row.plan_en, zh: row.plan_zh, ko: row.plan_ko };
  const numbers = roomNumbers(rooms);
  return {
    id: row.public_id,
    reservationId: row.reservation_code,
    checkinDate: row.checkin_date,
    nights: row.nights,
    plan: plans[lang] ?? row.plan_ja,
    reservationRoom: roomGroups(rooms).map((g) => ({ typeName: g.typeName, roomType: g.roomType, roomNum: g.count })),
    roomNumber: numbers.length > 0 ? numbers.join(', ') : null,
    paxTotal: row.pax_total,
    userName: row.user_name,
    userNameEn: row.user_name_en,
    guestName: row.guest_name,
    guestNameEn: row.guest_name_en,
    frontSupported: row.front_supported,
    guestNameKana: row.guest_name_kana,
    guestTel: byTelephone ? row.telephone : null,
    guestAddr: null,
  };
}

/** The memo as the hotel reads it: the guidance lines under the spec's header (added when missing). */
function guidanceMemo(memo: string): string | null {
  const text = memo.trim();
  if (text === '') return null;
  return text.startsWith(GUIDANCE_HEADER) ? text : `${GUIDANCE_HEADER}\n${text}`;
}

const qrText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

interface SearchBody {
  hotelId: string;
  lang: Language;
  reservationTel?: string;
  reservationId?: string;
  reservationGivenName?: string;
  reservationFamilyName?: string;
}

interface SmartCheckinBody {
  checkinId?: string | null;
  userId: string;
  checkin: {
    hotelId: string;
    jpnGtdStatus: 0;
    approvedStatus: 0;
    nextPlaceToStay: string;
    previousPlaceToStay: string;
    userCheckinTime: number;
    checkinTime: number;
    accompany: { name: string; surname: string }[];
    guest: { totalMembers: number; reservationTel: string };
    user: { surname: string; name: string };
  };
  reservationIds: string[];
  checkinNote: { memo: string };
  paymentType: 'cash' | 'creditCard' | null;
  receiptName: string | null;
  lang: Language;
}

export interface CheckinOptions {
  mailer: Mailer;
  /** Base URL of the app, for the link in the confirmation mail. */
  publicUrl: string;
  /** Multiplies the per-address search limit (tests from one address); 1 in service. */
  addressLimitFactor?: number;
}

/** Online check-in: reservation search, guidance fields, the bill, and the check-in itself (spec doc 2 §4). */
export function createCheckinHandlers(db: Db, { mailer, publicUrl, addressLimitFactor = 1 }: CheckinOptions) {
  async function findHotel(conn: Db, hotelId: string) {
    const hotel = await hotels.findHotel(conn, hotelId);
    if (!hotel) throw hotelNotFound(hotelId);
    return hotel;
  }

  /** The hotel's reservations with these ids, all of them, or 404. */
  async function findAll(conn: Db, hotelId: string, publicIds: string[]) {
    const ids = [...new Set(publicIds)];
    const rows = await reservations.findReservations(conn, hotelId, ids);
    if (rows.length !== ids.length) throw reservationNotFound();
    return rows;
  }

  /** The bill at check-in: the reservations' lines only (check-outs bill check-ins too, handlers/checkout.ts). */
  const bill = (
    conn: Db,
    rows: { id: number; public_id: string; reservation_code: string; checkin_date: string; nights: number }[],
  ) => stayBill(conn, { reservations: rows, checkins: [] });

  async function payments(request: FastifyRequest<{ Querystring: { hotelId: string; reservationIds: string[] } }>) {
    const { hotelId, reservationIds } = request.query;
    await requireHotel(db, hotelId);
    return bill(db, await findAll(db, hotelId, reservationIds));
  }

  return {
    async searchCheckin(request: FastifyRequest<{ Body: SearchBody }>) {
      const { hotelId, lang, reservationTel, reservationId } = request.body;
      const family = request.body.reservationFamilyName?.trim();
      const given = request.body.reservationGivenName?.trim();
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
      const rules = [{ bucket: `checkin-search:ip:${request.ip}`, limit: 30 * addressLimitFactor }];
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
      return {
        searchReservations: rows.map((row) =>
          toReservation(row, roomsOf(rooms, row.id), lang, reservationTel !== undefined),
        ),
      };
    },

    async getCustomCheckinFields(request: FastifyRequest<{ Querystring: { hotelId: string; lang?: Language } }>) {
      const { hotelId, lang = 'ja' } = request.query;
      await requireHotel(db, hotelId);
      const rows = await reservations.listCustomCheckinFields(db, hotelId);
      return {
        customCheckin: rows.map((row) => {
          const titles = { ja: row.title_ja, en: row.title_en, zh: row.title_zh, ko: row.title_ko };
          const contents = { ja: row.content_ja, en: row.content_en, zh: row.content_zh, ko: row.content_ko };
          const options = (row.options ?? {}) as Partial<Record<Language, string[]>>;
          return {
            id: row.id,
            inputType: row.input_type,
            title: titles[lang] || row.title_ja,
            jpTitle: row.title_ja,
            content: cleanHotelHtml(contents[lang] || row.content_ja),
            inputValue: row.input_type === 'selectBox' ? (options[lang] ?? options.ja ?? []) : [],
            isRequired: row.is_required,
            value: null,
          };
        }),
      };
    },

    getCheckinPayments: payments,

    async setCheckin(request: FastifyRequest<{ Body: { hotelId: string; reservationIds: string[] } }>) {
      const { hotelId, reservationIds } = request.body;
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
      });
      return { id: String(id) };
    },

    async smartCheckin(request: FastifyRequest<{ Body: SmartCheckinBody; Headers: { 'idempotency-key': string } }>) {
      const userId = request.userId!;
      const input = request.body;
      // Filled in by the stored check-in; the mail is sent after the transaction commits.
      const mail: { input?: Omit<CheckinMailInput, 'to'> } = {};

      const { body, replayed } = await runIdempotent(
        db,
        { scope: `user:${userId}`, operation: 'smartCheckin', key: request.headers['idempotency-key'], payload: input },
        async (trx) => {
          if (input.userId !== String(userId)) {
            throw new HttpError(400, 'userId must be the id of the signed-in member.', 'user_mismatch');
          }
          const details = input.checkin;
          const hotel = await findHotel(trx, details.hotelId);
          const now = new Date();
          const today = businessDate(hotel, now);

          // Arrival from today to 14 days ahead, times past midnight of the last day included.
          const earliest = zonedInstant(today, '00:00', hotel.time_zone).getTime();
          const latest = zonedInstant(addDays(today, ARRIVAL_DAYS + 2), '00:00', hotel.time_zone).getTime();
          for (const seconds of [details.userCheckinTime, details.checkinTime]) {
            if (seconds * 1000 < earliest || seconds * 1000 >= latest) {
              throw new HttpError(400, 'Please enter a valid date', 'invalid_date');
            }
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
          if (input.paymentType === 'creditCard' && (await bill(trx, rows)).totalAmount > 0) {
            throw new HttpError(402, 'Please pay the bill by credit card before checking in.', 'payment_required');
          }

          // The wallet pass, when the hotel has a pass host; the QR code encodes the payload without it.
          const passId = hotel.wallet_pass_host ? `pass-${randomBytes(12).toString('base64url')}` : null;
          const qrJson = JSON.stringify({
            checkin_code: checkinCode,
            hotel_id: hotel.id,
            ...(passId && { pass_id: passId }),
          });
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
          });

          const arrival = localDateTime(new Date(details.userCheckinTime * 1000), hotel.time_zone);
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

      // The confirmation mail goes to the member's address once the check-in is stored (not on a replay).
      if (!replayed && mail.input) {
        try {
          const user = await findUserById(db, userId);
          if (user?.email) await mailer.send(checkinMail({ ...mail.input, to: user.email }));
        } catch (error) {
          // The check-in stands: the guest has its QR code on the accept screen and My Page.
          request.log.error({ err: error }, 'check-in confirmation mail failed');
        }
      }
      return body;
    },

    async getCheckinApproved(request: FastifyRequest<{ Querystring: { checkinId: string } }>) {
      const id = numericId(request.query.checkinId);
      const row = id === null ? undefined : await checkins.findOwnSubmittedCheckin(db, request.userId!, id);
      if (!row) throw checkinNotFound();
      return { checkinCode: row.checkin_code, qrJson: qrText(row.qr_json), approvedStatus: row.approved_status };
    },
  };
}
