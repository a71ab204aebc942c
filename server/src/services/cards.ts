import type { Operations } from '../contract.ts';
import type { Db } from '../db/database.ts';
import * as cards from '../db/repositories/cards.ts';
import { cardNotFound, numericId } from '../errors.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import { runIdempotent } from './idempotency.ts';

/** The saved card (spec doc 1 creditCard, registerCard): one per member, another member's is a missing one. */

/** The member's id in a request: only the caller's own is accepted. */
function ownUserId(userId: number, cuicinUserId: string | undefined): number {
  if (cuicinUserId !== undefined && cuicinUserId !== String(userId)) throw cardNotFound();
  return userId;
}

export async function savedCard(db: Db, userId: number, cuicinUserId: string | undefined) {
  return cards.findCardOf(db, ownUserId(userId, cuicinUserId));
}

/**
 * Registers the tokenised card with the card service and saves it in place of the member's, once
 * per Idempotency-Key: a refused card answers failure with its status (and the card service's reason,
 * when it gave one), and nothing is saved.
 */
export async function addCard(
  db: Db,
  gateway: PaymentGateway,
  {
    userId,
    input,
    idempotencyKey,
  }: { userId: number; input: Operations['addCreditCard']['body']; idempotencyKey: string },
) {
  const owner = ownUserId(userId, input.cuicinUserId);
  const { body } = await runIdempotent(
    db,
    { scope: `user:${owner}`, operation: 'addCreditCard', key: idempotencyKey, payload: input },
    async (trx, registration) => {
      if (registration.status !== 'registered') {
        return {
          processResult: 'failure' as const,
          status: registration.status,
          // The card service's own reason when it gave one; else the status says which catalogue message.
          errorMessage: registration.reason ?? null,
          cardId: null,
        };
      }
      const saved = await cards.saveCard(trx, { userId: owner, ...registration });
      return {
        processResult: 'success' as const,
        status: 'registered' as const,
        errorMessage: null,
        cardId: String(saved.id),
      };
    },
    // The card service is another service: called once the key is claimed, outside the transaction.
    () => gateway.registerCard(input.cardToken),
  );
  return body;
}

export async function deleteCard(db: Db, userId: number, cardId: string): Promise<void> {
  const id = numericId(cardId);
  if (id === null || !(await cards.deleteCard(db, userId, id))) throw cardNotFound();
}
