import { fullName, isProfileComplete } from './profile';

describe('profile', () => {
  const complete = {
    name: '花子',
    birthDate: '1988-04-12',
    gender: 'F' as const,
    address: '東京都',
    telephone: '0312345678',
  };

  it('is complete only with name, birth date, gender, address and telephone', () => {
    expect(isProfileComplete(complete)).toBe(true);
    for (const field of ['name', 'birthDate', 'gender', 'address', 'telephone'] as const) {
      expect(isProfileComplete({ ...complete, [field]: null })).toBe(false);
      if (field !== 'gender') expect(isProfileComplete({ ...complete, [field]: '  ' })).toBe(false);
    }
  });

  it('puts the family name first in Japanese, and in every language for names in Han, kana or Hangul', () => {
    const user = { surname: '山田', name: '花子' };
    expect(fullName(user, 'ja')).toBe('山田 花子');
    expect(fullName(user, 'zh')).toBe('山田 花子');
    expect(fullName(user, 'ko')).toBe('山田 花子');
    expect(fullName({ surname: '김', name: '민지' }, 'ko')).toBe('김 민지');
    expect(fullName(user, 'en')).toBe('山田 花子');
    expect(fullName({ surname: 'Smith', name: 'John' }, 'ko')).toBe('John Smith');
    expect(fullName({ surname: 'Smith', name: 'John' }, 'ja')).toBe('Smith John');
    expect(fullName({ surname: 'Smith', name: 'Alice' }, 'en')).toBe('Alice Smith');
    expect(fullName({ surname: null, name: 'Alice' }, 'en')).toBe('Alice');
  });
});
