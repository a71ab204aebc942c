import { LOCAL_KEYS } from '@/lib/storage';
import { completedSearch, completeFirstUrl } from './appQuery';

describe('completedSearch', () => {
  it('adds lang and keeps the rest of the query', () => {
    expect(completedSearch('?hotelId=h1&category=2', { hotelId: 'h1', lang: 'ja' })).toBe(
      '?hotelId=h1&category=2&lang=ja',
    );
  });
  it('sets a hotelId that differs and a lang that is not the resolved one', () => {
    expect(completedSearch('?lang=xx', { hotelId: 'h2', lang: 'en' })).toBe('?lang=en&hotelId=h2');
  });
  it('adds no hotelId when none is known', () => {
    expect(completedSearch('', { hotelId: null, lang: 'ko' })).toBe('?lang=ko');
  });
  it('is null when both are there', () => {
    expect(completedSearch('?hotelId=h1&lang=zh', { hotelId: 'h1', lang: 'zh' })).toBeNull();
  });
});

describe('completeFirstUrl', () => {
  afterEach(() => {
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it("puts lang (ja when nothing is stored) into a guest's QR-code link, keeping the path and hash", () => {
    window.history.replaceState(null, '', '/request?hotelId=sakura-asakusa#top');
    completeFirstUrl();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/request?hotelId=sakura-asakusa&lang=ja#top',
    );
  });

  it('takes the stored language and hotel when the URL has none', () => {
    window.localStorage.setItem(LOCAL_KEYS.appLang, 'en');
    window.localStorage.setItem(LOCAL_KEYS.hotelId, 'minato-inn');
    window.history.replaceState(null, '', '/wifi');
    completeFirstUrl();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/wifi?lang=en&hotelId=minato-inn');
  });

  it('leaves a complete URL and its history entry alone', () => {
    window.history.replaceState({ kept: 1 }, '', '/login?hotelId=h1&lang=ko');
    const replace = jest.spyOn(window.history, 'replaceState');
    completeFirstUrl();
    expect(replace).not.toHaveBeenCalled();
    expect(window.history.state).toEqual({ kept: 1 });
    replace.mockRestore();
  });
});
