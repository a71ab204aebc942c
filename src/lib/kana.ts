/**
 * Hiragana as katakana (ぁ-ゖ and the iteration marks ゝゞ move up by 0x60); everything else is
 * kept as it is. The registration form pre-fills its katakana fields with names a reservation
 * may hold in hiragana (spec doc 1 "registrationForm").
 */
export function hiraganaToKatakana(text: string): string {
  return text.replace(/[\u3041-\u3096\u309D\u309E]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0x60));
}
