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

export async function createResetToken(db: Db, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt })
    .execute();
}

/** Sets a new password with a reset token, once: the token is used up, the member's sessions are revoked. */
export async function resetPasswordWithToken(
  db: Db,
  tokenHash: string,
  email: string,
  passwordHash: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const reset = await trx
      .selectFrom('password_reset_tokens as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['r.id', 'r.user_id'])
      .where('r.token_hash', '=', tokenHash)
      .where('r.used_at', 'is', null)
      .where('r.expires_at', '>', new Date())
      .where('u.email_normalized', '=', normaliseEmail(email))
      .forUpdate()
      .executeTakeFirst();
    if (!reset) return false;
    const now = new Date();
    await trx.updateTable('password_reset_tokens').set({ used_at: now }).where('id', '=', reset.id).execute();
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, must_reset_password: false, updated_at: now })
      .where('id', '=', reset.user_id)
      .execute();
    await trx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', reset.user_id)
      .where('revoked_at', 'is', null)
      .execute();
    return true;
  });
}

export function updateProfile(db: Db, userId: number, profile: Partial<Insertable<UsersTable>>) {
  return db
    .updateTable('users')
    .set({ ...profile, updated_at: new Date() })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/**
 * The member behind a social identity: the one already linked, else the one with the same
 * (provider-verified) email, else a new member; the identity is linked either way.
 */
export async function findOrCreateSocialUser(
  db: Db,
  identity: { provider: string; subject: string; email: string; name: string | null; picture: string | null },
  language: UsersTable['language'],
) {
  return db.transaction().execute(async (trx) => {
    const linked = await trx
      .selectFrom('user_identities as i')
      .innerJoin('users as u', 'u.id', 'i.user_id')
      .selectAll('u')
      .where('i.provider', '=', identity.provider)
      .where('i.subject', '=', identity.subject)
      .executeTakeFirst();
    if (linked) return linked;
    const email = normaliseEmail(identity.email);
    const user =
      (await trx.selectFrom('users').selectAll().where('email_normalized', '=', email).executeTakeFirst()) ??
      (await trx
        .insertInto('users')
        .values({
          email: identity.email,
          email_normalized: email,
          password_hash: null,
          language,
          name_latin: identity.name,
          picture: identity.picture,
        })
        .returningAll()
        .executeTakeFirstOrThrow());
    await trx
      .insertInto('user_identities')
      .values({ provider: identity.provider, subject: identity.subject, user_id: user.id })
      .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
      .execute();
    return user;
  });
}
