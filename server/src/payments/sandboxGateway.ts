import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { ChargeNotMadeError, type ChargeResult, type PaymentGateway } from './gateway.ts';
import { expired, maskedNumber, SANDBOX_REJECT_REASON } from './testCards.ts';

type Outcome = 'success' | 'declined' | 'expired' | 'unknown_card';

function resultOf(outcome: string, transactionNumber: string | null, chargeId: number): ChargeResult {
  if (outcome !== 'success') return { processResult: 'failure', reason: outcome as Exclude<Outcome, 'success'> };
  // Charges recorded before migration 0008 kept no transaction number: name them by their row.
  return { processResult: 'success', transactionNumber: transactionNumber ?? `TXSANDBOX${chargeId}` };
}

/**
 * The payment gateway's sandbox: registers cards tokenised by the tokeniser sandbox (a token works
 * once, within its lifetime) and charges them by the test cards' behaviour, recording every charge
 * in gateway_charges, one per order id (a second charge of an order answers the first).
 */
export function createSandboxGateway(db: Db): PaymentGateway {
  return {
    async registerCard(cardToken) {
      // Single use: the token is spent by the one request that marks it.
      const token = await db
        .updateTable('sandbox_card_tokens')
        .set({ used_at: new Date() })
        .where('token', '=', cardToken)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returningAll()
        .executeTakeFirst();
      if (!token) return { status: 'rejected' };
      // Its "rejected" test card comes with the service's own reason, as a real card service's may.
      if (token.behaviour === 'rejected') return { status: 'rejected', reason: SANDBOX_REJECT_REASON };
      if (token.behaviour === 'expired' || expired(token.card_expire)) return { status: 'expired' };
      const gatewayCardId = `gc_${randomBytes(18).toString('base64url')}`;
      await db
        .insertInto('sandbox_gateway_cards')
        .values({
          id: gatewayCardId,
          card_brand: token.card_brand,
          last4: token.last4,
          card_expire: token.card_expire,
          behaviour: token.behaviour,
        })
        .execute();
      return {
        status: 'registered',
        gatewayCardId,
        cardBrand: token.card_brand,
        maskedNumber: maskedNumber(token.last4),
        cardExpire: token.card_expire,
      };
    },

    async charge({ gatewayCardId, amount, orderId }) {
      // Nothing is charged before the charge is recorded below: a failure up to here is sure.
      const card = await db
        .selectFrom('sandbox_gateway_cards')
        .selectAll()
        .where('id', '=', gatewayCardId)
        .executeTakeFirst()
        .catch((error: unknown) => {
          throw new ChargeNotMadeError('the sandbox gateway could not be reached', { cause: error });
        });
      const outcome: Outcome = !card
        ? 'unknown_card'
        : card.behaviour === 'declined'
          ? 'declined'
          : expired(card.card_expire)
            ? 'expired'
            : 'success';
      const transactionNumber = outcome === 'success' ? `TX${randomBytes(8).toString('hex').toUpperCase()}` : null;
      // One charge per order: of two charges of one order (even sent at once) the second records
      // nothing and answers the first's result.
      await db
        .insertInto('gateway_charges')
        .values({
          order_id: orderId,
          card_token: gatewayCardId,
          amount,
          result: outcome,
          transaction_number: transactionNumber,
        })
        .onConflict((oc) => oc.column('order_id').doNothing())
        .execute();
      const recorded = await db
        .selectFrom('gateway_charges')
        .select(['id', 'result', 'transaction_number'])
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow();
      return resultOf(recorded.result, recorded.transaction_number, recorded.id);
    },

    async findCharge(orderId) {
      const recorded = await db
        .selectFrom('gateway_charges')
        .select(['id', 'result', 'transaction_number'])
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      if (!recorded) return { status: 'not_charged' };
      const result = resultOf(recorded.result, recorded.transaction_number, recorded.id);
      return result.processResult === 'success'
        ? { status: 'charged', transactionNumber: result.transactionNumber }
        : { status: 'not_charged' };
    },
  };
}
