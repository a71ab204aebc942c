import type { Insertable } from 'kysely';
import type { Db } from '../database.ts';
import type { UsersTable } from '../schema.ts';

/** Members and their access tokens (stored as hashes). */

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email_normalized', '=', normaliseEmail(email)).executeTakeFirst();
}

export function findUserById(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Creates a member; undefined when the email already has an account (unique index). */
export async function createUser(db: Db, values: Omit<Insertable<UsersTable>, 'email_normalized'>) {
  return db
    .insertInto('users')
    .values({ ...values, email_normalized: normaliseEmail(values.email) })
    .onConflict((oc) => oc.column('email_normalized').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function createSession(db: Db, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insertInto('sessions').values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt }).execute();
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}
