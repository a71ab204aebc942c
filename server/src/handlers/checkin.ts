import type { Language, OperationRequest, SomeHandlers } from '../contract.ts';
import type { Db } from '../db/database.ts';
import * as checkins from '../db/repositories/checkins.ts';
import * as reservations from '../db/repositories/reservations.ts';
import { checkinNotFound, numericId } from '../errors.ts';
import {
  checkinBill,
  findAll,
  qrText,
  searchOpenReservations,
  sendCheckinConfirmation,
  startCheckin,
  submitCheckin,
} from '../services/checkin.ts';
import { cleanHotelHtml } from '../services/hotelHtml.ts';
import { capturePassport } from '../services/passportCapture.ts';
import type { RegisterCipher } from '../services/registerCrypto.ts';
import type { Mailer } from '../services/mail.ts';
import { roomGroups, roomNumbers, roomsOf, type RoomRow } from '../services/rooms.ts';
import { requireHotel } from '../services/hotelScope.ts';

type ReservationRow = Awaited<ReturnType<typeof reservations.listOpenReservations>>[number];

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

export interface CheckinOptions {
  mailer: Mailer;
  /** Base URL of the app, for the link in the confirmation mail. */
  publicUrl: string;
  /** Multiplies the per-address search limit (tests from one address); 1 in service. */
  addressLimitFactor?: number;
  /** Encrypts the passports of the guest register. */
  registerCipher: RegisterCipher;
}

/** Online check-in: reservation search, guidance fields, the bill, and the check-in itself (spec doc 2 §4). */
export function createCheckinHandlers(
  db: Db,
  { mailer, publicUrl, addressLimitFactor = 1, registerCipher }: CheckinOptions,
) {
  async function payments(request: OperationRequest<'getCheckinPayments'>) {
    const { hotelId, reservationIds } = request.query;
    await requireHotel(db, hotelId);
    return checkinBill(db, await findAll(db, hotelId, reservationIds));
  }

  return {
    async searchCheckin(request) {
      const { lang, reservationTel } = request.body;
      const { rows, rooms } = await searchOpenReservations(db, request.body, {
        address: request.ip,
        addressLimitFactor,
      });
      return {
        searchReservations: rows.map((row) =>
          toReservation(row, roomsOf(rooms, row.id), lang, reservationTel !== undefined),
        ),
      };
    },

    async getCustomCheckinFields(request) {
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

    async setCheckin(request) {
      const id = await startCheckin(db, request.body.hotelId, request.body.reservationIds);
      return { id: String(id) };
    },

    async createPassportCapture(request) {
      return capturePassport(db, registerCipher, request.userId!, request.body);
    },

    async smartCheckin(request) {
      const userId = request.userId!;
      const { body, confirmation } = await submitCheckin(db, {
        userId,
        input: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        publicUrl,
      });
      if (confirmation) await sendCheckinConfirmation(db, mailer, userId, confirmation, request.log);
      return body;
    },

    async getCheckinApproved(request) {
      const id = numericId(request.query.checkinId);
      const row = id === null ? undefined : await checkins.findOwnSubmittedCheckin(db, request.userId!, id);
      if (!row) throw checkinNotFound();
      return { checkinCode: row.checkin_code, qrJson: qrText(row.qr_json), approvedStatus: row.approved_status };
    },
  } satisfies SomeHandlers;
}
