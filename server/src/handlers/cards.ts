import type { FastifyRequest } from 'fastify';
import type { OperationRequest } from '../contract.ts';
import type { Db } from '../db/database.ts';
import * as cards from '../db/repositories/cards.ts';
import { cardNotFound, numericId } from '../errors.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import { CANNOT_REGISTER, CARD_EXPIRED } from '../payments/testCards.ts';
import { runIdempotent } from '../services/idempotency.ts';

/** Another member's card, a card that does not exist, a foreign user id: one answer for all. */

/** The member's id in a request: only the caller's own is accepted. */
function ownUserId(request: FastifyRequest, cuicinUserId: string | undefined): number {
  const userId = request.userId!;
  if (cuicinUserId !== undefined && cuicinUserId !== String(userId)) throw cardNotFound();
  return userId;
}

/** The saved card (spec doc 1 creditCard, registerCard): get, add by token, delete. */
export function createCardHandlers(db: Db, gateway: PaymentGateway) {
  return {
    async getCreditCard(request: OperationRequest<'getCreditCard'>) {
      const card = await cards.findCardOf(db, ownUserId(request, request.query.cuicinUserId));
      return {
        accountInfo: card
          ? { cardId: String(card.id), cardBrand: card.card_brand, cardNumber: card.masked_number }
          : null,
      };
    },

    async addCreditCard(request: OperationRequest<'addCreditCard'>) {
      const userId = ownUserId(request, request.body.cuicinUserId);
      const { body } = await runIdempotent(
        db,
        {
          scope: `user:${userId}`,
          operation: 'addCreditCard',
          key: request.headers['idempotency-key'],
          payload: request.body,
        },
        async (trx, registration) => {
          if (registration.status !== 'registered') {
            return {
              processResult: 'failure' as const,
              status: registration.status,
              errorMessage: registration.status === 'expired' ? CARD_EXPIRED : CANNOT_REGISTER,
              cardId: null,
            };
          }
          const saved = await cards.saveCard(trx, { userId, ...registration });
          return {
            processResult: 'success' as const,
            status: 'registered',
            errorMessage: null,
            cardId: String(saved.id),
          };
        },
        // The card service is another service: called once the key is claimed, outside the transaction.
        () => gateway.registerCard(request.body.cardToken),
      );
      return body;
    },

    async deleteCreditCard(request: OperationRequest<'deleteCreditCard'>) {
      const cardId = numericId(request.query.cardId);
      if (cardId === null || !(await cards.deleteCard(db, request.userId!, cardId))) throw cardNotFound();
      return { status: 'ok' as const };
    },
  };
}
