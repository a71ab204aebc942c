import type { SomeHandlers } from '../contract.ts';
import type { Db } from '../db/database.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import { addCard, deleteCard, savedCard } from '../services/cards.ts';

/** The saved card (spec doc 1 creditCard, registerCard): get, add by token, delete (rules in services/cards.ts). */
export function createCardHandlers(db: Db, gateway: PaymentGateway) {
  return {
    async getCreditCard(request) {
      const card = await savedCard(db, request.userId!, request.query.cuicinUserId);
      return {
        accountInfo: card
          ? { cardId: String(card.id), cardBrand: card.card_brand, cardNumber: card.masked_number }
          : null,
      };
    },

    async addCreditCard(request) {
      return addCard(db, gateway, {
        userId: request.userId!,
        input: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
    },

    async deleteCreditCard(request) {
      await deleteCard(db, request.userId!, request.query.cardId);
      return { status: 'ok' as const };
    },
  } satisfies SomeHandlers;
}
