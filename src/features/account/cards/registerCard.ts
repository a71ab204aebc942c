import { createAppAsyncThunk } from '@/app/appThunk';
import type { MessageDescriptor } from 'react-intl';
import { providerApi } from '@/api/providerApi';
import { CARD_TOKEN_API_KEY, cardTokenUrl } from '@/lib/config';
import { unspaced } from '@/lib/validation/rules';
import { cardMessages } from './cardMessages';
import type { CardValues } from './cardForm';

/** A refused card: the message to show under the form (the server's text, or one of ours). */
export type CardRefusal = { message: MessageDescriptor | string };

/**
 * Card registration (spec doc 1 §7 "Card add"): the card data go to the card tokenisation service
 * only; its single-use token is then registered for the member (addCreditCard). The cardholder's
 * name stays in the form (the services take none). A refusal resolves with its message; a failure
 * to reach a service rejects (the global handler or the caller says so).
 */
export const registerCard = createAppAsyncThunk<CardRefusal | null, { values: CardValues; userId: string }>(
  'account/registerCard',
  async ({ values, userId }, { dispatch }) => {
    const response = await fetch(cardTokenUrl(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        token_api_key: CARD_TOKEN_API_KEY,
        card_number: unspaced(values.cardNumber),
        card_expire: values.cardExpire,
        security_code: values.securityCode,
      }),
    });
    const answer = (await response.json().catch(() => ({}))) as { token?: string; code?: string };
    if (!response.ok || !answer.token) {
      if (response.status >= 500 || response.status === 401)
        throw new Error(`card service answered ${response.status}`);
      return { message: answer.code === 'card_expired' ? cardMessages.expired : cardMessages.cannotRegister };
    }
    const result = await dispatch(
      providerApi.endpoints.addCreditCard.initiate(
        { 'Idempotency-Key': crypto.randomUUID(), body: { cuicinUserId: userId, cardToken: answer.token } },
        { track: false },
      ),
    ).unwrap();
    if (result.processResult !== 'success') {
      // Spec doc 2 §8: the server's errorMessage (the card service's own reason) when it sent one, else
      // the catalogue's message for the status, in the page's language.
      if (result.errorMessage?.trim()) return { message: result.errorMessage.trim() };
      return { message: result.status === 'expired' ? cardMessages.expired : cardMessages.cannotRegister };
    }
    return null;
  },
);
