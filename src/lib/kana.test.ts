import { hiraganaToKatakana } from './kana';

describe('hiraganaToKatakana', () => {
  it('turns hiragana into katakana, small letters and voiced marks included', () => {
    expect(hiraganaToKatakana('やまだ はなこ')).toBe('ヤマダ ハナコ');
    expect(hiraganaToKatakana('きょうこ')).toBe('キョウコ');
    expect(hiraganaToKatakana('ぢゃゔぁっ')).toBe('ヂャヴァッ');
    expect(hiraganaToKatakana('ゝゞ')).toBe('ヽヾ');
  });

  it('keeps katakana, the long-vowel mark, kanji, Latin letters and spaces', () => {
    expect(hiraganaToKatakana('サトウ　ハナコー')).toBe('サトウ　ハナコー');
    expect(hiraganaToKatakana('山田 Yamada 123')).toBe('山田 Yamada 123');
    expect(hiraganaToKatakana('')).toBe('');
  });

  it('converts a mix of both scripts', () => {
    expect(hiraganaToKatakana('スズきたろう')).toBe('スズキタロウ');
  });
});
