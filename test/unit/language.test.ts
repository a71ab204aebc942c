import { resolveLanguage } from '@/lib/language';

describe('resolveLanguage', () => {
  it('takes the lang query first', () => expect(resolveLanguage('ko', 'en')).toBe('ko'));
  it('then the saved app_lang', () => expect(resolveLanguage(null, 'zh')).toBe('zh'));
  it('then Japanese', () => expect(resolveLanguage(null, null)).toBe('ja'));
  it('ignores languages the app does not speak', () => expect(resolveLanguage('fr', 'de')).toBe('ja'));
});
