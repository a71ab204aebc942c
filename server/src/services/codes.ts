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
