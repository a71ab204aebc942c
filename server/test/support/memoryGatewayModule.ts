import { randomBytes } from 'node:crypto';
import { ChargeNotMadeError, type ChargeResult, type PaymentGateway } from '../../src/payments/gateway.ts';
import { cardBrand, maskedNumber, TEST_CARD_BEHAVIOUR } from '../../src/payments/testCards.ts';

/**
 * A gateway module as PAYMENT_GATEWAY_MODULE names one (payments/loadGateway.ts): its default export
 * makes the adapter from the environment. This one keeps a pretend card service in memory, so that
 * gatewayContract.test.ts shows a module loaded by path passing the adapter contract;
 * MEMORY_GATEWAY_OFFLINE=1 makes an adapter that cannot reach its service.
 */
const tokens = new Map<string, string>();
const cards = new Map<string, { number: string }>();
const charges = new Map<string, Promise<ChargeResult>>();

/** The pretend service's tokeniser: a single-use token for a card number. */
export function memoryTokenFor(number: string): string {
  const token = `mem_${randomBytes(12).toString('hex')}`;
  tokens.set(token, number);
  return token;
}

export function memoryChargesOf(orderId: string): number {
  return charges.has(orderId) ? 1 : 0;
}

export default function createGateway(env: NodeJS.ProcessEnv): PaymentGateway {
  if (env.MEMORY_GATEWAY_OFFLINE === '1') {
    const offline = () => Promise.reject(new Error('connect ECONNREFUSED'));
    return {
      registerCard: offline,
      charge: () => Promise.reject(new ChargeNotMadeError('connect ECONNREFUSED')),
      findCharge: offline,
    };
  }
  return {
    async registerCard(token) {
      const number = tokens.get(token);
      tokens.delete(token);
      const behaviour = number === undefined ? 'rejected' : (TEST_CARD_BEHAVIOUR[number] ?? 'ok');
      if (number === undefined || behaviour === 'rejected') return { status: 'rejected' };
      if (behaviour === 'expired') return { status: 'expired' };
      const gatewayCardId = `memcard_${randomBytes(8).toString('hex')}`;
      cards.set(gatewayCardId, { number });
      return {
        status: 'registered',
        gatewayCardId,
        cardBrand: cardBrand(number) ?? 'VISA',
        maskedNumber: maskedNumber(number.slice(-4)),
        cardExpire: '12/39',
      };
    },
    charge({ gatewayCardId, orderId }) {
      // The service's idempotency key is the order id: a second charge answers the first.
      if (!charges.has(orderId)) {
        const card = cards.get(gatewayCardId);
        const result: ChargeResult = !card
          ? { processResult: 'failure', reason: 'unknown_card' }
          : TEST_CARD_BEHAVIOUR[card.number] === 'declined'
            ? { processResult: 'failure', reason: 'declined' }
            : { processResult: 'success', transactionNumber: `MEM${randomBytes(6).toString('hex')}` };
        charges.set(orderId, Promise.resolve(result));
      }
      return charges.get(orderId)!;
    },
    async findCharge(orderId) {
      const result = await charges.get(orderId);
      return result?.processResult === 'success'
        ? { status: 'charged', transactionNumber: result.transactionNumber }
        : { status: 'not_charged' };
    },
  };
}
