import { createIntl } from 'react-intl';
import en from '../../locales/en.json';
import ja from '../../locales/ja.json';
import {
  date,
  dateTime,
  email,
  firstFailure,
  formatValidationError,
  image,
  katakana,
  maxCharacters,
  minCharacters,
  password,
  phone,
  required,
  sameAs,
  time,
  url,
  type Rule,
} from './validation';

const intlEn = createIntl({ locale: 'en', messages: en });
const intlJa = createIntl({ locale: 'ja', messages: ja });
const say = (rule: Rule, value: Parameters<Rule>[0]) => {
  const error = rule(value);
  return error ? formatValidationError(intlEn, error) : null;
};

describe('required', () => {
  it.each(['', '   ', null, undefined, false])('rejects %p', (value) => {
    expect(say(required() as Rule, value)).toBe('This field is required');
  });
  it('rejects an empty list with the same message', () => {
    expect(required()([])).toMatchObject({ message: { id: 'validation.required' } });
  });
  it('accepts a value, and anything when switched off', () => {
    expect(required()('x')).toBeNull();
    expect(required()(0)).toBeNull();
    expect(required(false)('')).toBeNull();
  });
});

describe('email', () => {
  it.each(['guest@example.com', 'a.b+c@mail.co.jp', ''])('accepts %p', (value) => expect(email(value)).toBeNull());
  it.each(['guest', 'guest@', '@example.com', 'a b@example.com', 'guest@example'])('rejects %p', (value) => {
    expect(say(email, value)).toBe('Please enter a valid email address.');
  });
});

describe('password', () => {
  it('accepts 8 characters with a lower-case letter, an upper-case letter and a digit', () => {
    expect(password('Passw0rd')).toBeNull();
  });
  it('says only the length when only the length fails', () => {
    expect(say(password, 'Pass0rd')).toBe('Please enter at least 8 characters');
  });
  it('says the length and the missing types when both fail', () => {
    expect(say(password, 'pass')).toBe('Please enter at least 8 characters include upper-case alphabet・number');
  });
  it('says only the missing types when only they fail', () => {
    expect(say(password, 'password')).toBe('Please include upper-case alphabet・number');
    expect(say(password, 'PASSWORD1')).toBe('Please include lower-case alphabet');
  });
  it('translates the types', () => {
    expect(formatValidationError(intlJa, password('abc')!)).toBe('英大文字・数字を含む8文字以上で入力してください');
  });
});

describe('other rules', () => {
  it('phone: digits only, at most 20 (as the server takes them)', () => {
    expect(phone('09012345678')).toBeNull();
    expect(phone('1'.repeat(20))).toBeNull();
    expect(say(phone, '1'.repeat(21))).toBe('Please input correct phone number.');
    expect(say(phone, '090-1234-5678')).toBe('Please input correct phone number.');
    expect(say(phone, '+8190')).toBe('Please input correct phone number.');
  });
  it('url', () => {
    expect(url('https://hotel.example/page')).toBeNull();
    expect(say(url, 'javascript:alert(1)')).toBe('Must be a valid URL.');
    expect(say(url, 'not a url')).toBe('Must be a valid URL.');
  });
  it('min and max characters', () => {
    expect(say(minCharacters(3), 'ab')).toBe('The value must be greater than or equal 3 characters.');
    expect(minCharacters(3)('abc')).toBeNull();
    expect(say(maxCharacters(3), 'abcd')).toBe('The value must be less than or equal 3 characters.');
    expect(maxCharacters(3)('山田太')).toBeNull();
  });
  it('katakana only', () => {
    expect(katakana('ヤマダ タロウ')).toBeNull();
    expect(katakana('コーヒー')).toBeNull();
    expect(say(katakana, 'やまだ')).toBe('Please input katakana only.');
    expect(say(katakana, 'Yamada')).toBe('Please input katakana only.');
  });
  it('confirm password', () => {
    expect(sameAs('Passw0rd')('Passw0rd')).toBeNull();
    expect(say(sameAs('Passw0rd'), 'Passw0rd!')).toBe('Passwords do not match.');
  });
  it('image: type, size and a square of at least the minimum side', () => {
    const ok = { type: 'image/png', size: 1024, width: 400, height: 400 };
    expect(image(ok, 200)).toBeNull();
    expect(formatValidationError(intlEn, image({ ...ok, type: 'image/gif' }, 200)!)).toBe('Invalid image');
    expect(formatValidationError(intlEn, image({ ...ok, size: 11 * 1024 * 1024 }, 200)!)).toBe('File size limit 10Mb.');
    expect(formatValidationError(intlEn, image({ ...ok, width: 300 }, 200)!)).toBe(
      'Must be square and at least 200x200px',
    );
    expect(formatValidationError(intlEn, image({ ...ok, width: 100, height: 100 }, 200)!)).toBe(
      'Must be square and at least 200x200px',
    );
  });
  it('dates: YYYY/MM/DD, real, from 1900, within bounds', () => {
    expect(date()('1985/01/01')).toBeNull();
    expect(say(date(), '1985-01-01')).toBe('Please enter a valid date');
    expect(say(date(), '2023/02/29')).toBe('Please enter a valid date');
    expect(say(date(), '1899/12/31')).toBe('Please enter a valid date');
    expect(say(date('2026/11/22', '2026/12/06'), '2026/12/07')).toBe('Please enter a valid date');
    expect(date('2026/11/22', '2026/12/06')('2026/12/06')).toBeNull();
  });
  it('times: HH:mm up to 23:59', () => {
    expect(time('23:59')).toBeNull();
    expect(say(time, '24:00')).toBe('Please enter a valid time');
    expect(say(time, '9:00')).toBe('Please enter a valid time');
  });
  it('date and time', () => {
    expect(dateTime('2026/11/22 15:00')).toBeNull();
    expect(say(dateTime, '2026/11/22 25:00')).toBe('Please enter a valid date and time');
  });
  it('combined rules return the first failure', () => {
    const rule = firstFailure(required() as Rule, email);
    expect(say(rule, '')).toBe('This field is required');
    expect(say(rule, 'nope')).toBe('Please enter a valid email address.');
    expect(rule('guest@example.com')).toBeNull();
  });
});
