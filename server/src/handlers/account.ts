import type { OperationRequest } from '../contract.ts';
import type { Db } from '../db/database.ts';
import * as checkins from '../db/repositories/checkins.ts';
import * as users from '../db/repositories/users.ts';
import { checkinNotFound, HttpError, notFound, numericId } from '../errors.ts';
import { toUser } from './users.ts';

/** Spec doc 1 §3: the occupation values are the Japanese words for employee, self-employed, student, none. */
export const OCCUPATIONS = { employee: '会社員', selfEmployed: '自営業', student: '学生', none: '無職' } as const;
const WITH_COMPANY: string[] = [OCCUPATIONS.employee, OCCUPATIONS.selfEmployed];
const LISTED: string[] = Object.values(OCCUPATIONS);

const blankToNull = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null);

function checkBirthDate(birthDate: string): void {
  const today = new Date().toISOString().slice(0, 10);
  if (birthDate < '1900-01-01' || birthDate > today) {
    throw new HttpError(400, 'Please enter a valid date', 'invalid_birth_date');
  }
}

/** The member's own profile and check-in history (spec doc 1 §3, §7; doc 2 updateUserInfo). */
export function createAccountHandlers(db: Db) {
  return {
    async getCheckinHistory(request: OperationRequest<'getCheckinHistory'>) {
      const { userId } = request.query;
      // Only one's own history: another member's id is answered like a missing one.
      if (userId !== undefined && userId !== String(request.userId)) throw checkinNotFound();
      const rows = await checkins.listHistory(db, request.userId!);
      return {
        checkinHistorys: rows.map((row) => ({
          checkinId: String(row.id),
          checkinCode: row.checkin_code,
          hotelName: row.hotel_name,
          hotelNameLatin: row.hotel_name_latin,
          checkinTime: new Date(row.checkin_time ?? row.created_at).toISOString(),
          timeZone: row.time_zone,
        })),
      };
    },

    async getCheckinHistoryDetail(request: OperationRequest<'getCheckinHistoryDetail'>) {
      const id = numericId(request.params.checkinId);
      const row =
        id === null ? undefined : await checkins.findOwnCheckin(db, request.userId!, id, request.query.checkinCode);
      if (!row) throw checkinNotFound();
      const tickets = await checkins.listTickets(db, row.id);
      return {
        checkinHistory: [
          {
            checkin_code: row.checkin_code,
            checkin_time: new Date(row.checkin_time ?? row.created_at).toISOString(),
            qr_json: JSON.stringify(row.qr_json ?? { checkin_code: row.checkin_code }),
            hotel_name: row.hotel_name,
            hotel_name_latin: row.hotel_name_latin,
            time_zone: row.time_zone,
            ticket: tickets,
          },
        ],
      };
    },

    async getUserInfo(request: OperationRequest<'getUserInfo'>) {
      const user = await users.findUserById(db, request.userId!);
      if (!user) throw notFound('This account no longer exists.', 'account_not_found');
      return { user: toUser(user) };
    },

    async updateUserInfo(request: OperationRequest<'updateUserInfo'>) {
      const input = request.body;
      checkBirthDate(input.birthDate);
      if (input.picture && !/^https:\/\//.test(input.picture)) {
        throw new HttpError(400, 'Must be a valid URL.', 'invalid_picture');
      }
      const occupation = blankToNull(input.occupation);
      const updated = await users.updateProfile(db, request.userId!, {
        surname: input.surname.trim(),
        name: input.name.trim(),
        name_kana: blankToNull(input.nameKana),
        name_latin: blankToNull(input.nameLatin),
        nationality: input.nationality,
        birth_date: input.birthDate,
        gender: input.gender,
        telephone: input.telephone,
        // Spec: postal code only for Japanese nationals; company only for employees and the
        // self-employed; the free text only for an occupation outside the list.
        postal_code: input.nationality === 'JPN' ? blankToNull(input.postalCode) : null,
        address: input.address.trim(),
        occupation,
        company: occupation && WITH_COMPANY.includes(occupation) ? blankToNull(input.company) : null,
        other_occupation: occupation && !LISTED.includes(occupation) ? blankToNull(input.otherOccupation) : null,
        picture: blankToNull(input.picture),
      });
      if (!updated) throw notFound('This account no longer exists.', 'account_not_found');
      return { user: toUser(updated) };
    },
  };
}
