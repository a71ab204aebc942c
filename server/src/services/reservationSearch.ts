/** How guests' typing is compared with the imported reservations (case, width and script insensitive). */

/** A booking number as typed: full-width letters and digits, lower case, spaces and dashes are all accepted. */
export function normaliseBookingNumber(text: string): string {
  return text
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\-\u2010-\u2015\u2212\u30FC]/g, '');
}

/**
 * A name for comparison: NFKC (full-width Latin and half-width katakana become ordinary), lower case,
 * hiragana as katakana, without spaces, dots and dashes.
 */
export function normaliseName(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60))
    .replace(/[\s.,'’\-\u2010-\u2015\u30FB]/g, '');
}

/**
 * Whether a stored name (holder or guest, in Japanese, Latin or katakana, either name order) is the
 * typed family and given name.
 */
export function nameMatches(stored: (string | null)[], familyName: string, givenName: string): boolean {
  const family = normaliseName(familyName);
  const given = normaliseName(givenName);
  if (!family || !given) return false;
  return stored.some((name) => {
    if (!name) return false;
    const whole = normaliseName(name);
    return whole === family + given || whole === given + family;
  });
}
