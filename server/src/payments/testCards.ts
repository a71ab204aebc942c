import type { SandboxCardBehaviour } from '../db/schema.ts';
import { englishText } from '../guestTexts.ts';

/** Spec doc 1 §8 / doc 2 §8: the card registration messages (tokeniser and registration), as the app words them. */
export const CANNOT_REGISTER = englishText('account.card.cannotRegister');
export const CARD_EXPIRED = englishText('errors.cardExpired');
/** The sandbox card service's own reason for refusing its "rejected" test card (addCreditCard's errorMessage). */
export const SANDBOX_REJECT_REASON = 'The card company did not accept this card. Please use another card.';
/** Spec doc 2 §8: a charge the card issuer refused (docs/departures.md: "contact", not "connect"). */
export const CARD_DECLINED = englishText('errors.cardDeclined');

/**
 * The sandboxes' test cards (docs/demo-data.md "Test cards"): any other Luhn-valid number of a known brand
 * with a future expiry works.
 */
export const TEST_CARD_BEHAVIOUR: Record<string, SandboxCardBehaviour> = {
  // Registers, then the issuer declines every charge.
  '4000000000000002': 'declined',
  // Registers nothing: the issuer says the card has expired.
  '4000000000000069': 'expired',
  // Registers nothing: the card service refuses the card.
  '4000000000000127': 'rejected',
};

/** The Luhn check digit test. */
export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand from the number's prefix (IIN ranges), or null for a brand the card service does not take. */
export function cardBrand(number: string): string | null {
  const two = Number(number.slice(0, 2));
  const four = Number(number.slice(0, 4));
  if (number.startsWith('4')) return 'VISA';
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'MASTER';
  if (two === 35) return 'JCB';
  if (two === 34 || two === 37) return 'AMEX';
  if (two === 36 || two === 38 || (Number(number.slice(0, 3)) >= 300 && Number(number.slice(0, 3)) <= 305)) {
    return 'DINERS';
  }
  return null;
}

/** Whether an MM/YY expiry has passed (a card is valid to the end of its month). */
export function expired(cardExpire: string, now = new Date()): boolean {
  const [month, year] = cardExpire.split('/').map(Number);
  const firstOfNextMonth = Date.UTC(2000 + year!, month!, 1);
  return firstOfNextMonth <= now.getTime();
}

/** The masked number the app shows: the last four digits only. */
export const maskedNumber = (last4: string) => `************${last4}`;
