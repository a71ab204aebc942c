import type { Schema } from '../contract.ts';

type UserProfileInput = Schema<'UserProfileInput'>;
import type { Db } from '../db/database.ts';
import * as checkins from '../db/repositories/checkins.ts';
import * as hotels from '../db/repositories/hotels.ts';
import * as users from '../db/repositories/users.ts';
import { checkinNotFound, HttpError, notFound, numericId } from '../errors.ts';

/** Spec doc 1 §3: the occupation values are the Japanese words for employee, self-employed, student, none. */
const OCCUPATIONS = { employee: '会社員', selfEmployed: '自営業', student: '学生', none: '無職' } as const;
const WITH_COMPANY: string[] = [OCCUPATIONS.employee, OCCUPATIONS.selfEmployed];
const LISTED: string[] = Object.values(OCCUPATIONS);

const accountNotFound = () => notFound('This account no longer exists.', 'account_not_found');

const blankToNull = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null);

function checkBirthDate(birthDate: string): void {
  const today = new Date().toISOString().slice(0, 10);
  if (birthDate < '1900-01-01' || birthDate > today) {
    throw new HttpError(400, 'Please enter a valid date', 'invalid_birth_date');
  }
}

/** The signed-in member, or 404 when the account was deleted since the token was issued. */
export async function findMember(db: Db, userId: number) {
  const user = await users.findUserById(db, userId);
  if (!user) throw accountNotFound();
  return user;
}

/**
 * The member's profile as sent (spec doc 1 §3, doc 2 updateUserInfo): postal code only for Japanese
 * nationals; company only for employees and the self-employed; the free text only for an occupation
 * outside the list.
 */
export async function updateProfile(db: Db, userId: number, input: UserProfileInput) {
  checkBirthDate(input.birthDate);
  if (input.picture && !/^https:\/\//.test(input.picture)) {
    throw new HttpError(400, 'Must be a valid URL.', 'invalid_picture');
  }
  const occupation = blankToNull(input.occupation);
  const updated = await users.updateProfile(db, userId, {
    surname: input.surname.trim(),
    name: input.name.trim(),
    name_kana: blankToNull(input.nameKana),
    name_latin: blankToNull(input.nameLatin),
    nationality: input.nationality,
    birth_date: input.birthDate,
    gender: input.gender,
    telephone: input.telephone,
    postal_code: input.nationality === 'JPN' ? blankToNull(input.postalCode) : null,
    address: input.address.trim(),
    occupation,
    company: occupation && WITH_COMPANY.includes(occupation) ? blankToNull(input.company) : null,
    other_occupation: occupation && !LISTED.includes(occupation) ? blankToNull(input.otherOccupation) : null,
    picture: blankToNull(input.picture),
  });
  if (!updated) throw accountNotFound();
  return updated;
}

/** The member's own check-ins: another member's id is answered like a missing one. */
export async function checkinHistory(db: Db, userId: number, askedFor: string | undefined) {
  if (askedFor !== undefined && askedFor !== String(userId)) throw checkinNotFound();
  return checkins.listHistory(db, userId);
}

/**
 * One of the member's own check-ins with its tickets, or 404. Tickets are the check-in's hotel's
 * (TKT plugin): shown when that hotel has the plugin on, whichever hotel's app the member is in.
 */
export async function checkinHistoryDetail(db: Db, userId: number, checkinId: string, checkinCode: string) {
  const id = numericId(checkinId);
  const row = id === null ? undefined : await checkins.findOwnCheckin(db, userId, id, checkinCode);
  if (!row) throw checkinNotFound();
  const plugins = await hotels.listPlugins(db, row.hotel_id);
  const withTickets = plugins.some((p) => p.code === 'TKT' && p.is_enabled);
  return { row, tickets: withTickets ? await checkins.listTickets(db, row.id) : [] };
}
