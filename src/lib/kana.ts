/**
 * Hiragana as katakana (ぁ-ゖ and the iteration marks ゝゞ move up by 0x60); everything else is
 * kept as it is. The registration form pre-fills its katakana fields with names a reservation
 * may hold in hiragana (spec doc 1 "registrationForm").
 */
export function hiraganaToKatakana(text: string): string {
  return text.replace(/[\u3041-\u3096\u309D\u309E]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0x60));
}

/**
 * Half-width katakana (U+FF61-FF9F: ｶﾀｶﾅ, ｶﾞ, ﾊﾟ, ｰ, ･) as full-width (カタカナ, ガ, パ, ー, ・), the
 * sound marks joined to their letters; everything else is kept as it is. Unicode's compatibility
 * normalisation (NFKC, built into every browser) does the conversion, applied to the half-width runs
 * only, so that full-width Latin letters or spaces elsewhere stay as typed.
 */
export function halfWidthToFullWidthKatakana(text: string): string {
  return text.replace(/[\uFF61-\uFF9F]+/g, (run) => run.normalize('NFKC'));
}

/** Kana as the katakana fields take it: hiragana and half-width katakana become full-width katakana. */
export const toKatakana = (text: string) => hiraganaToKatakana(halfWidthToFullWidthKatakana(text));
