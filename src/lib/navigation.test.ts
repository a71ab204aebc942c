import { pickLocalized } from './localized';
import { withAppQuery } from './navigation';

describe('withAppQuery', () => {
  it('adds hotelId and lang', () => {
    expect(withAppQuery('/wifi', { hotelId: 'h1', lang: 'en' })).toBe('/wifi?hotelId=h1&lang=en');
  });
  it('keeps the path’s own query and hash, and what it sets itself', () => {
    expect(withAppQuery('/around-spot?category=2&lang=ko#top', { hotelId: 'h1', lang: 'en' })).toBe(
      '/around-spot?category=2&lang=ko&hotelId=h1#top',
    );
  });
  it('adds no hotelId when none is known', () => {
    expect(withAppQuery('/about-terms-of-use', { hotelId: null, lang: 'ja' })).toBe('/about-terms-of-use?lang=ja');
  });
});

describe('pickLocalized', () => {
  const content = { ja: 'ja text', en: 'en text', zh: null, ko: '  ' };
  it('takes the language', () => expect(pickLocalized(content, 'en')).toBe('en text'));
  it('falls back to Japanese', () => expect(pickLocalized(content, 'zh')).toBe('ja text'));
  it('treats blank as missing', () => expect(pickLocalized(content, 'ko')).toBe('ja text'));
  it('then English', () => expect(pickLocalized({ ja: null, en: 'en', zh: null, ko: null }, 'ko')).toBe('en'));
  it('else null', () => expect(pickLocalized({ ja: null, en: null, zh: null, ko: null }, 'ja')).toBeNull());
});
