/** A card expiry (MM/YY) two years ahead, so that the test cards never expire. */
export const futureExpiry = () => `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
