import { halfWidthToFullWidthKatakana, hiraganaToKatakana, toKatakana } from './kana';

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

describe('halfWidthToFullWidthKatakana', () => {
  it('turns half-width katakana into full-width, joining the sound marks', () => {
    expect(halfWidthToFullWidthKatakana('ﾔﾏﾀﾞ ﾊﾅｺ')).toBe('ヤマダ ハナコ');
    expect(halfWidthToFullWidthKatakana('ﾎﾟｰﾙ･ｽﾐｽ')).toBe('ポール・スミス');
    expect(halfWidthToFullWidthKatakana('ｷｮｳｺ')).toBe('キョウコ');
  });

  it('keeps full-width katakana, hiragana, full-width spaces and Latin letters as typed', () => {
    expect(halfWidthToFullWidthKatakana('サトウ　ハナコ')).toBe('サトウ　ハナコ');
    expect(halfWidthToFullWidthKatakana('はなこ Ａｂｃ')).toBe('はなこ Ａｂｃ');
  });
});

describe('toKatakana', () => {
  it('turns hiragana and half-width katakana into full-width katakana', () => {
    expect(toKatakana('やまだ ﾊﾅｺ')).toBe('ヤマダ ハナコ');
  });
});
