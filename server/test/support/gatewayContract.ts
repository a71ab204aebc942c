import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { ChargeNotMadeError, type PaymentGateway } from '../../src/payments/gateway.ts';
import { TEST_CARD_BEHAVIOUR } from '../../src/payments/testCards.ts';
import { GOOD_CARD } from './cards.ts';

/** The card service's test card numbers by behaviour (payments/testCards.ts, docs/demo-data.md). */
const cardWith = (behaviour: string) => {
  const number = Object.entries(TEST_CARD_BEHAVIOUR).find(([, b]) => b === behaviour)?.[0];
  assert.ok(number, `a test card that is ${behaviour}`);
  return number;
};
export const TEST_CARDS = {
  good: GOOD_CARD,
  declined: cardWith('declined'),
  expired: cardWith('expired'),
  rejected: cardWith('rejected'),
};

/** What the contract tests need to drive one gateway adapter. */
export interface GatewayHarness {
  gateway: PaymentGateway;
  /** A single-use token of the card service's tokeniser (its test mode) for a test card number. */
  tokenFor(cardNumber: string): Promise<string>;
  /**
   * The same adapter pointed at a card service it cannot reach (a closed port, a wrong host): its
   * charge must say for sure that it charged nothing, and its lookup must not guess.
   */
  unreachable(): Promise<PaymentGateway>;
  /** How many charges the service holds for an order, when the test mode can tell (the sandbox can). */
  chargesOf?(orderId: string): Promise<number>;
  close(): Promise<void>;
}

/** An order id as charging.ts makes them (services/codes.ts): the adapter must take it as given. */
const orderId = () => `ORD${randomBytes(10).toString('hex').toUpperCase()}`;

/**
 * The contract every payment gateway adapter must pass (payments/gateway.ts): the sandbox passes it
 * in gatewayContract.test.ts, and a real adapter's own test calls this with a harness on the card
 * service's test mode, e.g. `describeGatewayContract('acme', () => acmeHarness(process.env))`.
 */
export function describeGatewayContract(name: string, makeHarness: () => Promise<GatewayHarness>): void {
  describe(`payment gateway contract: ${name}`, () => {
    let h: GatewayHarness;
    before(async () => {
      h = await makeHarness();
    });
    after(async () => {
      await h.close();
    });

    async function registered(number: string): Promise<string> {
      const registration = await h.gateway.registerCard(await h.tokenFor(number));
      assert.equal(registration.status, 'registered', JSON.stringify(registration));
      return (registration as { gatewayCardId: string }).gatewayCardId;
    }

    describe('registerCard', () => {
      it('registers a good card, showing only its last four digits', async () => {
        const registration = await h.gateway.registerCard(await h.tokenFor(TEST_CARDS.good));
        assert.equal(registration.status, 'registered');
        if (registration.status !== 'registered') return;
        assert.ok(registration.gatewayCardId.length > 0);
        assert.ok(!registration.gatewayCardId.includes(TEST_CARDS.good));
        assert.equal(registration.cardBrand, 'VISA');
        assert.match(registration.maskedNumber, /4242$/);
        assert.ok(!registration.maskedNumber.includes(TEST_CARDS.good.slice(0, 12)), 'no more than the last digits');
        assert.match(registration.cardExpire, /^(0[1-9]|1[0-2])\/[0-9]{2}$/);
      });

      it('answers expired for the expired test card', async () => {
        const registration = await h.gateway.registerCard(await h.tokenFor(TEST_CARDS.expired));
        assert.equal(registration.status, 'expired');
      });

      it('answers rejected for the rejected test card', async () => {
        const registration = await h.gateway.registerCard(await h.tokenFor(TEST_CARDS.rejected));
        assert.equal(registration.status, 'rejected');
        if ('reason' in registration && registration.reason !== undefined) assert.ok(registration.reason.length > 0);
      });

      it('takes a token once: a second registration with it is rejected', async () => {
        const token = await h.tokenFor(TEST_CARDS.good);
        assert.equal((await h.gateway.registerCard(token)).status, 'registered');
        assert.equal((await h.gateway.registerCard(token)).status, 'rejected');
      });
    });

    describe('charge and findCharge', () => {
      it('charges a good card and finds the charge by the order with the same transaction number', async () => {
        const card = await registered(TEST_CARDS.good);
        const order = orderId();
        const result = await h.gateway.charge({ gatewayCardId: card, amount: 1200, orderId: order });
        assert.equal(result.processResult, 'success');
        if (result.processResult !== 'success') return;
        assert.ok(result.transactionNumber.length > 0);
        assert.deepEqual(await h.gateway.findCharge(order), {
          status: 'charged',
          transactionNumber: result.transactionNumber,
        });
      });

      it('answers declined for the declined test card, and has no charge for the order', async () => {
        const card = await registered(TEST_CARDS.declined);
        const order = orderId();
        assert.deepEqual(await h.gateway.charge({ gatewayCardId: card, amount: 1200, orderId: order }), {
          processResult: 'failure',
          reason: 'declined',
        });
        assert.deepEqual(await h.gateway.findCharge(order), { status: 'not_charged' });
      });

      it('answers unknown_card for a card it never registered, charging nothing', async () => {
        const order = orderId();
        const result = await h.gateway.charge({ gatewayCardId: 'gc_never_registered', amount: 500, orderId: order });
        assert.deepEqual(result, { processResult: 'failure', reason: 'unknown_card' });
        assert.deepEqual(await h.gateway.findCharge(order), { status: 'not_charged' });
      });

      it('charges an order once: a second charge of it answers the first', async () => {
        const card = await registered(TEST_CARDS.good);
        const order = orderId();
        const first = await h.gateway.charge({ gatewayCardId: card, amount: 800, orderId: order });
        const second = await h.gateway.charge({ gatewayCardId: card, amount: 800, orderId: order });
        assert.equal(first.processResult, 'success');
        assert.deepEqual(second, first);
        if (h.chargesOf) assert.equal(await h.chargesOf(order), 1);
      });

      it('charges an order once when two charges of it are sent at once', async () => {
        const card = await registered(TEST_CARDS.good);
        const order = orderId();
        const both = await Promise.all([
          h.gateway.charge({ gatewayCardId: card, amount: 900, orderId: order }),
          h.gateway.charge({ gatewayCardId: card, amount: 900, orderId: order }),
        ]);
        assert.equal(both[0].processResult, 'success');
        assert.deepEqual(both[1], both[0]);
        if (h.chargesOf) assert.equal(await h.chargesOf(order), 1);
      });

      it('has no charge for an order it was never asked to charge', async () => {
        assert.deepEqual(await h.gateway.findCharge(orderId()), { status: 'not_charged' });
      });
    });

    describe('when the card service cannot be reached', () => {
      it('charge throws ChargeNotMadeError (sure that nothing was charged), not a result', async () => {
        const offline = await h.unreachable();
        await assert.rejects(
          offline.charge({ gatewayCardId: 'gc_any', amount: 100, orderId: orderId() }),
          (error: unknown) => error instanceof ChargeNotMadeError,
        );
      });

      it('findCharge throws rather than answer not_charged (it cannot tell)', async () => {
        const offline = await h.unreachable();
        await assert.rejects(offline.findCharge(orderId()));
      });
    });
  });
}
