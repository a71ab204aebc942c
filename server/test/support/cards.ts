import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_CARD_TOKEN_API_KEY } from '../../src/app.ts';
import { callOperation } from './callOperation.ts';

/** The sandbox's card that registers and pays (payments/testCards.ts). */
export const GOOD_CARD = '4242424242424242';

/** A card expiry (MM/YY) two years ahead, so that the test cards never expire. */
export const futureExpiry = () => `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;

/** A token of the tokeniser sandbox (mounted on the test app) for this card number. */
export async function cardToken(app: FastifyInstance, number = GOOD_CARD, securityCode = '123'): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/card-token/v1/tokens',
    payload: {
      token_api_key: SANDBOX_CARD_TOKEN_API_KEY,
      card_number: number,
      card_expire: futureExpiry(),
      security_code: securityCode,
    },
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().token;
}

/** Saves a card for the member (replacing theirs) and answers its id. */
export async function saveCard(
  app: FastifyInstance,
  who: { token: string; id: string },
  number = GOOD_CARD,
): Promise<string> {
  const response = await callOperation(app, 'addCreditCard', {
    token: who.token,
    body: { cuicinUserId: who.id, cardToken: await cardToken(app, number) },
  });
  assert.equal(response.body.processResult, 'success', JSON.stringify(response.body));
  const { cardId } = response.body;
  assert.ok(cardId, 'a saved card has an id');
  return cardId;
}
