import type { Selectable } from 'kysely';
import type { UsersTable } from '../db/schema.ts';

/** A member as the contract's User. */
export function toUser(row: Selectable<UsersTable>) {
  return {
    id: String(row.id),
    email: row.email,
    name: row.name,
    surname: row.surname,
    nameKana: row.name_kana,
    nameLatin: row.name_latin,
    picture: row.picture,
    nationality: row.nationality,
    birthDate: row.birth_date,
    gender: row.gender,
    telephone: row.telephone,
    postalCode: row.postal_code,
    address: row.address,
    occupation: row.occupation,
    otherOccupation: row.other_occupation,
    company: row.company,
  };
}
