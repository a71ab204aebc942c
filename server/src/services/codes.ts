import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A check-in code: 16 characters from a 32-letter alphabet without look-alikes (0/O, 1/I), 80
 * random bits: easy to read out at a front desk, impossible to guess.
 */
export function newCheckinCode(): string {
  const bytes = randomBytes(16);
  return Array.from(bytes, (b) => ALPHABET[b % 32]).join('');
}

/**
 * A receipt number: the payment's date at the hotel and 6 characters of the same alphabet
 * (`R20260512-7KQ3M9`): sortable by date, readable aloud, not a count of the hotel's sales.
 */
export function newReceiptNumber(localDate: string): string {
  const bytes = randomBytes(6);
  return `R${localDate.replaceAll('-', '')}-${Array.from(bytes, (b) => ALPHABET[b % 32]).join('')}`;
}

/**
 * A payment order id: `ORD` and 20 characters of the same alphabet (100 random bits). Unguessable,
 * as postCheckoutInfo takes one without login, and never a long run of digits that log scanners
 * would take for a card number.
 */
export function newOrderId(): string {
  const bytes = randomBytes(20);
  return `ORD${Array.from(bytes, (b) => ALPHABET[b % 32]).join('')}`;
}
