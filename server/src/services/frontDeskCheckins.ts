import type { Db } from '../db/database.ts';
import * as frontDesk from '../db/repositories/frontDesk.ts';
import { checkinNotFound, HttpError, numericId } from '../errors.ts';
import { addDays, daysBetween } from './hotelTime.ts';
import { approveSubmittedCheckin } from './checkinApproval.ts';

/** How long an approval can be undone: long enough to notice a wrong tap, short of the guest's next step. */
export const UNDO_WINDOW_MS = 5 * 60_000;

type CheckinRow = Awaited<ReturnType<typeof frontDesk.listForApproval>>[number];
type StayRow = Awaited<ReturnType<typeof frontDesk.listCheckinStays>>[number];

const iso = (at: Date | string) => new Date(at).toISOString();

/** Until when the approval can be undone, or null (waiting, used by the guest, or too old). */
function undoDeadline(row: CheckinRow, now: number): Date | null {
  if (row.approved_status !== 2 || row.approved_at === null || row.approval_in_use) return null;
  const until = new Date(new Date(row.approved_at).getTime() + UNDO_WINDOW_MS);
  return until.getTime() > now ? until : null;
}

/**
 * The contract's FrontDeskCheckin: the guest, the reservations as booked (what the desk finds them
 * by), the stay they make (arrival to departure), when it was sent and approved.
 */
function toFrontDeskCheckin(row: CheckinRow, stays: StayRow[], now = Date.now()) {
  const own = stays.filter((s) => s.checkin_id === row.id);
  const arrival = own[0]?.checkin_date ?? null;
  const departure =
    own
      .map((s) => addDays(s.checkin_date, s.nights))
      .sort()
      .at(-1) ?? null;
  const member = [row.surname, row.name].filter(Boolean).join(' ');
  const approved = row.approved_status === 2;
  return {
    checkinId: String(row.id),
    checkinCode: row.checkin_code,
    guestName: member || own.find((s) => s.guest_name)?.guest_name || '',
    telephone: row.telephone,
    reservations: own.map((s) => ({
      reservationId: s.reservation_code,
      bookedName: s.guest_name ?? s.guest_name_en,
      telephone: s.telephone,
    })),
    totalMembers: row.total_members,
    arrivalDate: arrival,
    arrivalTime: row.user_checkin_time === null ? null : iso(row.user_checkin_time),
    nights: arrival && departure ? daysBetween(arrival, departure) : null,
    roomCount: own.reduce((sum, s) => sum + s.room_count, 0),
    submittedAt: iso(row.submitted_at ?? row.created_at),
    approvedStatus: row.approved_status as 0 | 1 | 2,
    approvedAt: approved && row.approved_at !== null ? iso(row.approved_at) : null,
    undoUntil: undoDeadline(row, now)?.toISOString() ?? null,
    passports: row.passports,
  };
}

/** The hotel's online check-ins waiting for approval, and those approved a moment ago, in the order sent. */
export async function listCheckinsAwaitingApproval(db: Db, hotelId: string) {
  const now = Date.now();
  const rows = await frontDesk.listForApproval(db, hotelId, new Date(now - UNDO_WINDOW_MS));
  const stays = await frontDesk.listCheckinStays(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toFrontDeskCheckin(row, stays, now));
}

async function frontDeskCheckin(db: Db, hotelId: string, checkinId: number) {
  const row = await frontDesk.findSentCheckin(db, hotelId, checkinId);
  if (!row) throw checkinNotFound();
  return toFrontDeskCheckin(row, await frontDesk.listCheckinStays(db, [row.id]));
}

/**
 * The hotel's approval (spec doc 2 §9: approvedStatus 2), by the same path as the hotel command
 * (services/checkinApproval.ts, which tells the webhooks): a check-in of another hotel, or one not
 * submitted, is not found.
 */
export async function approveHotelCheckin(db: Db, hotelId: string, checkinIdText: string) {
  const checkinId = numericId(checkinIdText);
  if (checkinId === null) throw checkinNotFound();
  const approved = await approveSubmittedCheckin(db, { id: checkinId }, hotelId);
  if (!approved) throw checkinNotFound();
  return frontDeskCheckin(db, hotelId, approved.id);
}

/**
 * Takes back an approval given by mistake: within UNDO_WINDOW_MS of it, and only while the guest has
 * not used it (the check-in row locked meanwhile, as the check-out locks it). A check-in that waits
 * is answered unchanged; another hotel's, or one not sent, is not found.
 */
export async function undoHotelApproval(db: Db, hotelId: string, checkinIdText: string) {
  const checkinId = numericId(checkinIdText);
  if (checkinId === null) throw checkinNotFound();
  await db.transaction().execute(async (trx) => {
    if (!(await frontDesk.lockSentCheckin(trx, hotelId, checkinId))) throw checkinNotFound();
    const row = (await frontDesk.findSentCheckin(trx, hotelId, checkinId))!;
    if (row.approved_status !== 2) return;
    if (row.approval_in_use) {
      throw new HttpError(
        409,
        'The guest has already used this approval (a room order, a check-out payment or review, or the check-out): it can no longer be undone.',
        'approval_in_use',
      );
    }
    if (undoDeadline(row, Date.now()) === null) {
      throw new HttpError(409, 'This approval is more than 5 minutes old: it can no longer be undone.', 'undo_expired');
    }
    await frontDesk.withdrawApproval(trx, checkinId);
  });
  return frontDeskCheckin(db, hotelId, checkinId);
}
