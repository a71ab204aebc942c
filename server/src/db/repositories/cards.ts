import type { Db } from '../database.ts';

/** The members' saved cards: one per member, the payment gateway's card id (never a card number). */

export function findCardOf(db: Db, userId: number) {
  return db.selectFrom('cards').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Saves the member's card, replacing the one saved before. */
export async function saveCard(
  db: Db,
  card: { userId: number; gatewayCardId: string; cardBrand: string; maskedNumber: string; cardExpire: string },
) {
  const values = {
    card_token: card.gatewayCardId,
    card_brand: card.cardBrand,
    masked_number: card.maskedNumber,
    card_expire: card.cardExpire,
  };
  return db
    .insertInto('cards')
    .values({ user_id: card.userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Deletes the member's card with this id; false when the member has no such card. */
export async function deleteCard(db: Db, userId: number, cardId: number): Promise<boolean> {
  const result = await db.deleteFrom('cards').where('id', '=', cardId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
