import type { IntlShape } from 'react-intl';
import { formErrors, required, type ValidationError } from '@/lib/validation';
import { cardMessages } from './cardMessages';

/** The card form as typed (spec doc 1 §3 "Card form"; masks of doc 2 §5). */
export interface CardValues {
  cardNumber: string;
  cardExpire: string;
  name: string;
  securityCode: string;
}

const digits = (text: string) => text.replace(/\D/g, '');

/** Card number mask: 4 groups of 4 digits (16 digits). */
export const maskCardNumber = (text: string) =>
  digits(text)
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** Expiry mask: MM/YY (4 digits). */
export function maskExpiry(text: string): string {
  const d = digits(text).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/** CVV mask: up to 4 digits. */
export const maskSecurityCode = (text: string) => digits(text).slice(0, 4);

/** Spaces removed before sending (spec doc 2 §5). */
export const unspaced = (text: string) => text.replace(/\s/g, '');

const fail = (message: ValidationError['message']): ValidationError => ({ message });

/** Whether an MM/YY expiry is a real month not yet over. */
export function expiryValid(cardExpire: string, now = new Date()): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(cardExpire);
  if (!match) return false;
  const endOfMonth = Date.UTC(2000 + Number(match[2]), Number(match[1]), 1);
  return endOfMonth > now.getTime();
}

/** All four fields required; the number 16 digits, the expiry MM/YY not past, the CVV 3 or 4 digits. */
export function validateCard(intl: IntlShape, values: CardValues, now = new Date()) {
  const number = unspaced(values.cardNumber);
  return formErrors(intl, {
    cardNumber: required()(number) ?? (/^\d{16}$/.test(number) ? null : fail(cardMessages.numberInvalid)),
    cardExpire:
      required()(values.cardExpire) ?? (expiryValid(values.cardExpire, now) ? null : fail(cardMessages.expiryInvalid)),
    name: required()(values.name),
    securityCode:
      required()(values.securityCode) ??
      (/^\d{3,4}$/.test(values.securityCode) ? null : fail(cardMessages.codeInvalid)),
  });
}
