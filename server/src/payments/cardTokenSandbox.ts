import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import {
  CANNOT_REGISTER,
  CARD_EXPIRED,
  cardBrand,
  expired,
  luhnValid,
  maskedNumber,
  TEST_CARD_BEHAVIOUR,
} from './testCards.ts';

/** How long a token can be registered (the contract: "expires after a short time"). */
const TOKEN_TTL_MS = 15 * 60_000;

interface TokenBody {
  token_api_key: string;
  card_number: string;
  card_expire: string;
  security_code: string;
}

const refuse = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.status(status).send({ code, message });

/**
 * The card tokenisation service's sandbox (card-token-api.yaml, mounted at /card-token): checks the
 * key, the number (Luhn, a known brand), the expiry and the security code's length, and answers a
 * single-use token. It keeps the brand, the last four digits and the expiry, never the number or the
 * security code; request bodies are not logged.
 */
export function createCardTokenSandbox(db: Db, apiKey: string) {
  return {
    async createCardToken(request: FastifyRequest<{ Body: TokenBody }>, reply: FastifyReply) {
      const { token_api_key: key, card_number: number, card_expire: cardExpire, security_code: cvv } = request.body;
      if (key !== apiKey) return refuse(reply, 401, 'invalid_api_key', 'Unknown token API key.');
      const brand = cardBrand(number);
      if (!luhnValid(number) || !brand) {
        return refuse(reply, 400, 'invalid_card_number', CANNOT_REGISTER);
      }
      if (expired(cardExpire)) {
        return refuse(reply, 400, 'card_expired', CARD_EXPIRED);
      }
      if (cvv.length !== (brand === 'AMEX' ? 4 : 3)) {
        return refuse(reply, 400, 'invalid_security_code', CANNOT_REGISTER);
      }
      const token = `tok_${randomBytes(18).toString('base64url')}`;
      const last4 = number.slice(-4);
      await db
        .insertInto('sandbox_card_tokens')
        .values({
          token,
          card_brand: brand,
          last4,
          card_expire: cardExpire,
          behaviour: TEST_CARD_BEHAVIOUR[number] ?? 'ok',
          expires_at: new Date(Date.now() + TOKEN_TTL_MS),
          used_at: null,
        })
        .execute();
      return { token, card_brand: brand, masked_card_number: maskedNumber(last4), card_expire: cardExpire };
    },
  };
}
