import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { SANDBOX_CARD_TOKEN_API_KEY } from '../src/app.ts';
import { createSandboxGateway } from '../src/payments/sandboxGateway.ts';
import { cardBrand, luhnValid } from '../src/payments/testCards.ts';
import { assertMatchesContract } from './support/contract.ts';
import { createTestApp, type TestApp } from './support/helpers.ts';
import { cardToken, futureExpiry, GOOD_CARD as GOOD } from './support/cards.ts';
import { newMember } from './support/members.ts';

// The card tokenisation sandbox (card-token-api.yaml) and the saved card (getCreditCard,
// addCreditCard, deleteCreditCard) through app.inject on a real database.
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const member = () => newMember(t);
const tokenFor = (number: string) => cardToken(t.app, number);

function tokenise(
  card: Partial<Record<'card_number' | 'card_expire' | 'security_code' | 'token_api_key', string>> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/card-token/v1/tokens',
    payload: {
      token_api_key: SANDBOX_CARD_TOKEN_API_KEY,
      card_number: GOOD,
      card_expire: futureExpiry(),
      security_code: '123',
      ...card,
    },
  });
}

function addCard(who: { token: string; id: string }, token: string, key = randomUUID(), userId = who.id) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/cuicin-user-card',
    headers: { authorization: `Bearer ${who.token}`, 'idempotency-key': key },
    payload: { cuicinUserId: userId, cardToken: token },
  });
}

const getCard = (who: { token: string }, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/payment/cuicin-user-card${query}`,
    headers: { authorization: `Bearer ${who.token}` },
  });

describe('card tokenisation sandbox', () => {
  it('answers a token, the brand, the masked number and the expiry, and keeps no card number', async () => {
    const response = await tokenise();
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.match(body.token, /^tok_[A-Za-z0-9_-]{20,}$/);
    assert.equal(body.card_brand, 'VISA');
    assert.equal(body.masked_card_number, '************4242');
    const stored = JSON.stringify(await t.db.selectFrom('sandbox_card_tokens').selectAll().execute());
    assert.doesNotMatch(stored, new RegExp(GOOD));
    assert.doesNotMatch(stored, /"123"/);
  });

  it('refuses a wrong check digit, an unknown brand, a past expiry, a short CVV, an AMEX without 4 digits, a wrong key', async () => {
    const cases: [Parameters<typeof tokenise>[0], number, string][] = [
      [{ card_number: '4242424242424241' }, 400, 'invalid_card_number'],
      [{ card_number: '9999999999999995' }, 400, 'invalid_card_number'],
      [{ card_expire: '01/20' }, 400, 'card_expired'],
      [{ security_code: '1234' }, 400, 'invalid_security_code'],
      [{ card_number: '378282246310005', security_code: '123' }, 400, 'invalid_security_code'],
      [{ token_api_key: 'pk_other' }, 401, 'invalid_api_key'],
      [{ card_number: '4242 4242 4242 4242' }, 400, 'invalid_request'],
    ];
    for (const [card, status, code] of cases) {
      const response = await tokenise(card);
      assert.equal(response.statusCode, status, JSON.stringify(card));
      // Fastify's own schema errors carry no sandbox code; the contract's codes do.
      if (code !== 'invalid_request') assert.equal(response.json().code, code, JSON.stringify(card));
    }
    assert.equal((await tokenise({ card_number: '378282246310005', security_code: '1234' })).statusCode, 200);
  });

  it('knows the brands by prefix and the Luhn check', () => {
    assert.equal(cardBrand('5555555555554444'), 'MASTER');
    assert.equal(cardBrand('3530111333300000'), 'JCB');
    assert.equal(cardBrand('378282246310005'), 'AMEX');
    assert.equal(cardBrand('36227206271667'), 'DINERS');
    assert.equal(luhnValid('3530111333300000'), true);
    assert.equal(luhnValid('3530111333300001'), false);
  });
});

describe('saved card', () => {
  it('has none at first, then the one registered (brand and masked number), replaced by the next', async () => {
    const who = await member();
    const empty = await getCard(who);
    assert.equal(empty.statusCode, 200);
    assert.deepEqual(empty.json(), { accountInfo: null });
    assertMatchesContract('getCreditCard', 200, empty.json());

    const added = await addCard(who, await tokenFor(GOOD));
    assert.equal(added.statusCode, 200);
    assertMatchesContract('addCreditCard', 200, added.json());
    assert.equal(added.json().processResult, 'success');
    const card = (await getCard(who)).json().accountInfo;
    assert.deepEqual(card, { cardId: added.json().cardId, cardBrand: 'VISA', cardNumber: '************4242' });

    const jcb = await addCard(who, await tokenFor('3530111333300000'));
    assert.equal(jcb.json().processResult, 'success');
    const replaced = (await getCard(who, `?cuicinUserId=${who.id}`)).json().accountInfo;
    assert.equal(replaced.cardBrand, 'JCB');
    assert.equal(replaced.cardNumber, '************0000');
    assert.equal(
      (await t.db.selectFrom('cards').select('id').where('user_id', '=', Number(who.id)).execute()).length,
      1,
    );
  });

  it('answers the refused and the expired test cards as failures, with the service’s reason when it gave one', async () => {
    const who = await member();
    const rejected = (await addCard(who, await tokenFor('4000000000000127'))).json();
    assert.deepEqual(rejected, {
      processResult: 'failure',
      status: 'rejected',
      errorMessage: 'The card company did not accept this card. Please use another card.',
      cardId: null,
    });
    const expired = (await addCard(who, await tokenFor('4000000000000069'))).json();
    assert.equal(expired.status, 'expired');
    // No reason of its own: the status says which of the catalogue's messages the client shows.
    assert.equal(expired.errorMessage, null);
    assert.deepEqual((await getCard(who)).json(), { accountInfo: null });
  });

  it('takes a token once: a second registration with it is refused; a retry with the same key replays', async () => {
    const who = await member();
    const token = await tokenFor(GOOD);
    const key = randomUUID();
    const first = (await addCard(who, token, key)).json();
    const replay = (await addCard(who, token, key)).json();
    assert.deepEqual(replay, first);
    const again = (await addCard(who, token)).json();
    assert.equal(again.processResult, 'failure');
    assert.equal(again.status, 'rejected');
    assert.equal((await addCard(who, 'tok_unknown')).json().status, 'rejected');
  });

  it('keeps each member to their own card: another member’s id or card answers 404', async () => {
    const owner = await member();
    const other = await member();
    const { cardId } = (await addCard(owner, await tokenFor(GOOD))).json();

    assert.equal((await getCard(other, `?cuicinUserId=${owner.id}`)).statusCode, 404);
    assert.equal((await addCard(other, await tokenFor(GOOD), randomUUID(), owner.id)).statusCode, 404);
    const foreignDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/payment/cuicin-user-card?cardId=${cardId}`,
      headers: { authorization: `Bearer ${other.token}` },
    });
    assert.equal(foreignDelete.statusCode, 404);
    assert.equal(foreignDelete.json().code, 'card_not_found');
    assert.equal((await getCard(owner)).json().accountInfo.cardId, cardId);

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/payment/cuicin-user-card' });
    assert.equal(anonymous.statusCode, 401);
  });

  it('deletes the member’s card; a second delete or a malformed id is 404', async () => {
    const who = await member();
    const { cardId } = (await addCard(who, await tokenFor(GOOD))).json();
    const remove = (id: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/payment/cuicin-user-card?cardId=${id}`,
        headers: { authorization: `Bearer ${who.token}` },
      });
    const deleted = await remove(cardId);
    assert.equal(deleted.statusCode, 200);
    assert.deepEqual(deleted.json(), { status: 'ok' });
    assert.deepEqual((await getCard(who)).json(), { accountInfo: null });
    assert.equal((await remove(cardId)).statusCode, 404);
    assert.equal((await remove('abc')).statusCode, 404);
  });

  it('refuses a registration without an Idempotency-Key or with unknown fields (400)', async () => {
    const who = await member();
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/payment/cuicin-user-card',
      headers: { authorization: `Bearer ${who.token}` },
      payload: { cuicinUserId: who.id, cardToken: 'tok_x' },
    });
    assert.equal(noKey.statusCode, 400);
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/payment/cuicin-user-card',
      headers: { authorization: `Bearer ${who.token}`, 'idempotency-key': randomUUID() },
      payload: { cuicinUserId: who.id, cardToken: 'tok_x', cardNumber: GOOD },
    });
    assert.equal(extra.statusCode, 400);
  });
});

describe('payment gateway sandbox', () => {
  it('charges a working card, declines the declined test card, and counts every charge', async () => {
    const gateway = createSandboxGateway(t.db);
    const register = async (number: string) => {
      const registration = await gateway.registerCard(await tokenFor(number));
      assert.equal(registration.status, 'registered');
      return registration.status === 'registered' ? registration.gatewayCardId : '';
    };
    const good = await register(GOOD);
    const declined = await register('4000000000000002');
    const orderId = `order-${randomUUID()}`;
    const paid = await gateway.charge({ gatewayCardId: good, amount: 16580, orderId });
    assert.equal(paid.processResult, 'success');
    const refused = await gateway.charge({ gatewayCardId: declined, amount: 16580, orderId: `${orderId}-b` });
    assert.deepEqual(refused, { processResult: 'failure', reason: 'declined' });
    const charges = await t.db
      .selectFrom('gateway_charges')
      .select(['amount', 'result'])
      .where('order_id', 'like', `${orderId}%`)
      .orderBy('id')
      .execute();
    assert.deepEqual(charges, [
      { amount: 16580, result: 'success' },
      { amount: 16580, result: 'declined' },
    ]);
  });
});
