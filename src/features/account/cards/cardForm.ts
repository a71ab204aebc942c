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
