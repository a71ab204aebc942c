import { createIntl } from 'react-intl';
import * as yup from 'yup';
import {
  dateRulesIn,
  formikErrors,
  LOCALES,
  rulesIn as validationRulesIn,
  type TestLanguage as Language,
} from '../../../test/setup/schemas';
import type { DateRules } from './dateRules';
import type { ValidationRules } from './rules';

type Rules = ValidationRules & DateRules;

const rulesIn = (language: Language): Rules => ({ ...validationRulesIn(language), ...dateRulesIn(language) });

/** What Formik shows under field `v` for a value, as a form with this schema validates it (null: valid). */
async function shown(language: Language, field: (r: Rules) => yup.Schema, value: unknown, form: object = {}) {
  const errors = await formikErrors(yup.object({ v: field(rulesIn(language)) }), { ...form, v: value });
  return (errors.v as string | undefined) ?? null;
}

type Texts = Record<Language, string>;
const languages = Object.keys(LOCALES) as Language[];

/** Each failing case with its message in the four languages, and values the rule lets pass. */
const cases: {
  rule: string;
  field: (r: Rules) => yup.Schema;
  fails: [unknown, Texts][];
  passes: unknown[];
  form?: object;
}[] = [
  {
    rule: 'required (empty and whitespace-only text)',
    field: (r) => r.text().test(r.required),
    fails: [
      ['', { ja: 'この項目は必須です', en: 'This field is required', zh: '此项为必填项', ko: '필수 입력 항목입니다' }],
      [
        '  　',
        { ja: 'この項目は必須です', en: 'This field is required', zh: '此项为必填项', ko: '필수 입력 항목입니다' },
      ],
    ],
    passes: ['x', ' x '],
  },
  {
    rule: 'required (a box to tick, a list)',
    field: (r) => r.value().test(r.required),
    fails: [
      [
        false,
        { ja: 'この項目は必須です', en: 'This field is required', zh: '此项为必填项', ko: '필수 입력 항목입니다' },
      ],
      [[], { ja: 'この項目は必須です', en: 'This field is required', zh: '此项为必填项', ko: '필수 입력 항목입니다' }],
    ],
    passes: [true, ['staff'], 0],
  },
  {
    rule: 'email',
    field: (r) => r.text().test(r.email),
    fails: [
      [
        'guest@example',
        {
          ja: '有効なメールアドレスを入力してください。',
          en: 'Please enter a valid email address.',
          zh: '请输入有效的电子邮箱地址。',
          ko: '올바른 이메일 주소를 입력해 주세요.',
        },
      ],
      ['a b@example.com', expectSame('Please enter a valid email address.', 'validation.email')],
      ['@example.com', expectSame('Please enter a valid email address.', 'validation.email')],
    ],
    passes: ['', 'guest@example.com', 'a.b+c@mail.co.jp'],
  },
  {
    rule: 'password: length only',
    field: (r) => r.text().test(r.password),
    fails: [
      [
        'Pass0rd',
        {
          ja: '8文字以上で入力してください',
          en: 'Please enter at least 8 characters',
          zh: '请输入至少8个字符',
          ko: '8자 이상 입력해 주세요',
        },
      ],
    ],
    passes: ['', 'Passw0rd', 'パスワードAa1x'],
  },
  {
    rule: 'password: length and types, joined by a middle dot',
    field: (r) => r.text().test(r.password),
    fails: [
      [
        'pass',
        {
          ja: '英大文字・数字を含む8文字以上で入力してください',
          en: 'Please enter at least 8 characters include upper-case alphabet・number',
          zh: '请输入包含大写字母・数字的至少8个字符',
          ko: '영문 대문자・숫자을(를) 포함해 8자 이상 입력해 주세요',
        },
      ],
    ],
    passes: [],
  },
  {
    rule: 'password: types only',
    field: (r) => r.text().test(r.password),
    fails: [
      [
        'PASSWORD1',
        {
          ja: '英小文字を含めてください',
          en: 'Please include lower-case alphabet',
          zh: '请包含小写字母',
          ko: '영문 소문자을(를) 포함해 주세요',
        },
      ],
      [
        'password',
        {
          ja: '英大文字・数字を含めてください',
          en: 'Please include upper-case alphabet・number',
          zh: '请包含大写字母・数字',
          ko: '영문 대문자・숫자을(를) 포함해 주세요',
        },
      ],
    ],
    passes: [],
  },
  {
    rule: 'phone: digits only, at most 20',
    field: (r) => r.text().test(r.phone),
    fails: [
      [
        '090-1234-5678',
        {
          ja: '正しい電話番号を入力してください。',
          en: 'Please input correct phone number.',
          zh: '请输入正确的电话号码。',
          ko: '올바른 전화번호를 입력해 주세요.',
        },
      ],
      ['1'.repeat(21), expectSame('Please input correct phone number.', 'validation.phone')],
      ['+8190', expectSame('Please input correct phone number.', 'validation.phone')],
    ],
    passes: ['', '09012345678', '1'.repeat(20)],
  },
  {
    rule: 'url',
    field: (r) => r.text().test(r.url),
    fails: [
      [
        'javascript:alert(1)',
        {
          ja: '有効なURLを入力してください。',
          en: 'Must be a valid URL.',
          zh: '请输入有效的网址。',
          ko: '올바른 URL을 입력해 주세요.',
        },
      ],
      ['not a url', expectSame('Must be a valid URL.', 'validation.url')],
    ],
    passes: ['', 'https://hotel.example/page'],
  },
  {
    rule: 'min characters',
    field: (r) => r.text().test(r.minCharacters(3)),
    fails: [
      [
        'ab',
        {
          ja: '3文字以上で入力してください。',
          en: 'The value must be greater than or equal 3 characters.',
          zh: '请输入至少3个字符。',
          ko: '3자 이상 입력해 주세요.',
        },
      ],
    ],
    passes: ['', 'abc', '山田太'],
  },
  {
    rule: 'max characters (counted as characters, not UTF-16 units)',
    field: (r) => r.text().test(r.maxCharacters(3)),
    fails: [
      [
        'abcd',
        {
          ja: '3文字以内で入力してください。',
          en: 'The value must be less than or equal 3 characters.',
          zh: '请输入不超过3个字符。',
          ko: '3자 이내로 입력해 주세요.',
        },
      ],
    ],
    passes: ['', '山田太', '𩸽𩸽𩸽'],
  },
  {
    rule: 'katakana only',
    field: (r) => r.text().test(r.katakana),
    fails: [
      [
        'やまだ',
        {
          ja: 'カタカナのみで入力してください。',
          en: 'Please input katakana only.',
          zh: '请仅输入片假名。',
          ko: '가타카나로만 입력해 주세요.',
        },
      ],
      ['Yamada', expectSame('Please input katakana only.', 'validation.katakana')],
    ],
    // Half-width katakana is katakana as well (turned full-width before it is sent).
    passes: ['', 'ヤマダ タロウ', 'コーヒー', 'ﾔﾏﾀﾞ ﾀﾛｳ', 'ｺｰﾋｰ'],
  },
  {
    rule: 'confirm password',
    field: (r) => r.text().test(r.sameAs('password')),
    form: { password: 'Passw0rd' },
    fails: [
      [
        'Passw0rd!',
        {
          ja: 'パスワードが一致しません。',
          en: 'Passwords do not match.',
          zh: '两次输入的密码不一致。',
          ko: '비밀번호가 일치하지 않습니다.',
        },
      ],
    ],
    passes: ['Passw0rd'],
  },
  {
    rule: 'image type',
    field: (r) => r.value().test(r.image(200)),
    fails: [
      [
        { type: 'image/gif', size: 1024, width: 400, height: 400 },
        { ja: 'この画像は使用できません', en: 'Invalid image', zh: '图片无效', ko: '사용할 수 없는 이미지입니다' },
      ],
    ],
    passes: [
      null,
      { type: 'image/png', size: 1024, width: 400, height: 400 },
      { type: 'image/heic', size: 10 * 1024 * 1024, width: 200, height: 200 },
    ],
  },
  {
    rule: 'image size (10 MB)',
    field: (r) => r.value().test(r.image(200)),
    fails: [
      [
        { type: 'image/jpeg', size: 10 * 1024 * 1024 + 1, width: 400, height: 400 },
        {
          ja: 'ファイルサイズの上限は10MBです。',
          en: 'File size limit 10Mb.',
          zh: '文件大小上限为10MB。',
          ko: '파일 크기는 최대 10MB입니다.',
        },
      ],
    ],
    passes: [],
  },
  {
    rule: 'image square, at least the minimum side',
    field: (r) => r.value().test(r.image(200)),
    fails: [
      [
        { type: 'image/png', size: 1024, width: 300, height: 400 },
        {
          ja: '200×200px以上の正方形の画像を選んでください',
          en: 'Must be square and at least 200x200px',
          zh: '图片须为正方形，且不小于200×200像素',
          ko: '200×200px 이상의 정사각형 이미지여야 합니다',
        },
      ],
      [
        { type: 'image/png', size: 1024, width: 100, height: 100 },
        expectSame('Must be square and at least 200x200px', 'validation.imageSquare', { size: 200 }),
      ],
    ],
    passes: [],
  },
  {
    rule: 'image file (any shape): jpeg, png or heic of at most 10 MB',
    field: (r) => r.value().test(r.imageFile()),
    fails: [
      [{ type: 'application/pdf', size: 1024 }, expectSame('Invalid image', 'validation.imageType')],
      [
        { type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 },
        expectSame('File size limit 10Mb.', 'validation.imageSize', { count: 10 }),
      ],
    ],
    passes: [null, { type: 'image/jpeg', size: 10 * 1024 * 1024 }, { type: 'image/heic', size: 1 }],
  },
  {
    rule: 'passport number: 5 to 20 capital letters and digits',
    field: (r) => r.text().test(r.passportNumber),
    fails: [
      [
        'tk123',
        {
          ja: 'パスポート番号は記載どおり、英大文字と数字5〜20文字で入力してください。',
          en: 'Please enter the passport number as printed: 5 to 20 capital letters and digits.',
          zh: '请按护照上的记载输入护照号码：5至20位大写字母和数字。',
          ko: '여권 번호를 기재된 대로 영문 대문자와 숫자 5~20자로 입력해 주세요.',
        },
      ],
      [
        'TK12',
        expectSame(
          'Please enter the passport number as printed: 5 to 20 capital letters and digits.',
          'validation.passportNumber',
        ),
      ],
      [
        'TK 12345',
        expectSame(
          'Please enter the passport number as printed: 5 to 20 capital letters and digits.',
          'validation.passportNumber',
        ),
      ],
      [
        'A'.repeat(21),
        expectSame(
          'Please enter the passport number as printed: 5 to 20 capital letters and digits.',
          'validation.passportNumber',
        ),
      ],
    ],
    passes: ['', 'TK1234567', '12345', 'A'.repeat(20)],
  },
  {
    rule: 'date: YYYY/MM/DD, real, from 1900, within bounds',
    field: (r) => r.text().test(r.date({ min: '2026/11/22', max: '2026/12/06' })),
    fails: [
      [
        '2026/12/07',
        {
          ja: '正しい日付を入力してください',
          en: 'Please enter a valid date',
          zh: '请输入有效的日期',
          ko: '올바른 날짜를 입력해 주세요',
        },
      ],
      ['2026/11/21', expectSame('Please enter a valid date', 'validation.date')],
    ],
    passes: ['', '2026/11/22', '2026/12/06'],
  },
  {
    rule: 'date: strict format and real days',
    field: (r) => r.text().test(r.date()),
    fails: [
      ['1985-01-01', expectSame('Please enter a valid date', 'validation.date')],
      ['1985/1/1', expectSame('Please enter a valid date', 'validation.date')],
      ['2023/02/29', expectSame('Please enter a valid date', 'validation.date')],
      ['1899/12/31', expectSame('Please enter a valid date', 'validation.date')],
    ],
    passes: ['1985/01/01', '2024/02/29', '1900/01/01'],
  },
  {
    rule: 'time: HH:mm, hours to 23, minutes to 59',
    field: (r) => r.text().test(r.time),
    fails: [
      [
        '24:00',
        {
          ja: '正しい時刻を入力してください',
          en: 'Please enter a valid time',
          zh: '请输入有效的时间',
          ko: '올바른 시간을 입력해 주세요',
        },
      ],
      ['9:00', expectSame('Please enter a valid time', 'validation.time')],
      ['12:60', expectSame('Please enter a valid time', 'validation.time')],
    ],
    passes: ['', '00:00', '23:59'],
  },
  {
    rule: 'date and time',
    field: (r) => r.text().test(r.dateTime),
    fails: [
      [
        '2026/11/22 25:00',
        {
          ja: '正しい日時を入力してください',
          en: 'Please enter a valid date and time',
          zh: '请输入有效的日期和时间',
          ko: '올바른 날짜와 시간을 입력해 주세요',
        },
      ],
      ['2026/11/22', expectSame('Please enter a valid date and time', 'validation.dateTime')],
    ],
    passes: ['', '2026/11/22 15:00'],
  },
  {
    rule: 'card number: 16 digits, spaces removed',
    field: (r) => r.text().test(r.cardNumber),
    fails: [
      [
        '4111 1111 1111',
        {
          ja: 'カード番号16桁を入力してください。',
          en: 'Please enter the 16 digits of the card.',
          zh: '请输入16位卡号。',
          ko: '카드 번호 16자리를 입력해 주세요.',
        },
      ],
    ],
    passes: ['', '4111 1111 1111 1111', '4111111111111111'],
  },
  {
    rule: 'card expiry: MM/YY, not yet over',
    field: (r) => r.text().test(r.cardExpiry(new Date('2026-11-26T00:00:00Z'))),
    fails: [
      [
        '10/26',
        {
          ja: '正しい有効期限（MM/YY）を入力してください。',
          en: 'Please enter a valid expiry date (MM/YY).',
          zh: '请输入有效的有效期（MM/YY）。',
          ko: '올바른 유효기간(MM/YY)을 입력해 주세요.',
        },
      ],
      ['13/30', expectSame('Please enter a valid expiry date (MM/YY).', 'validation.cardExpiry')],
    ],
    passes: ['', '11/26', '01/31'],
  },
  {
    rule: 'CVV: 3 or 4 digits',
    field: (r) => r.text().test(r.securityCode),
    fails: [
      [
        '12',
        {
          ja: '3桁または4桁の数字を入力してください。',
          en: 'Please enter 3 or 4 digits.',
          zh: '请输入3位或4位数字。',
          ko: '3자리 또는 4자리 숫자를 입력해 주세요.',
        },
      ],
    ],
    passes: ['', '123', '1234'],
  },
  {
    rule: 'guests: 1 to 20',
    field: (r) => r.number().test(r.guests),
    fails: [
      [0, { ja: 'この項目は必須です', en: 'This field is required', zh: '此项为必填项', ko: '필수 입력 항목입니다' }],
      [21, expectSame('This field is required', 'validation.required')],
      ['abc', expectSame('This field is required', 'validation.required')],
    ],
    passes: [1, 20, '3'],
  },
  {
    rule: 'companions: guests minus one',
    field: (r) => r.list().test(r.companions('totalMembers')),
    form: { totalMembers: 3 },
    fails: [
      [
        [{}],
        { ja: 'この項目は必須です', en: 'This field is required', zh: '此项为必填项', ko: '필수 입력 항목입니다' },
      ],
    ],
    passes: [[{}, {}]],
  },
  {
    rule: 'quantity: 0 to the stock',
    field: (r) => r.number().test(r.quantity(5)),
    fails: [
      [6, { ja: 'この項目は必須です', en: 'This field is required', zh: '此项为必填项', ko: '필수 입력 항목입니다' }],
      [-1, expectSame('This field is required', 'validation.required')],
    ],
    passes: [0, 5],
  },
];

/** The four languages' texts of a message, from the locale files, after checking the English one is the spec's. */
function expectSame(english: string, id: string, values: Record<string, number> = {}): Texts {
  const texts = Object.fromEntries(
    languages.map((language) => [
      language,
      createIntl({ locale: language, messages: LOCALES[language] }).formatMessage({ id }, values),
    ]),
  ) as Texts;
  if (texts.en !== english) throw new Error(`${id}: "${texts.en}" is not the spec's "${english}"`);
  return texts;
}

describe.each(cases)('$rule', ({ field, fails, passes, form }) => {
  it.each(languages)('fails with its message in %s', async (language) => {
    for (const [value, texts] of fails) expect(await shown(language, field, value, form)).toBe(texts[language]);
  });
  if (passes.length > 0) {
    it('lets valid values pass', async () => {
      for (const value of passes) expect(await shown('en', field, value, form)).toBeNull();
    });
  }
});

describe('combined rules', () => {
  it.each(languages)('show one message per field, the first that fails (%s)', async (language) => {
    const field = (r: Rules) => r.text().test(r.required).test(r.email).test(r.maxCharacters(5));
    expect(await shown(language, field, '')).toBe(rulesIn(language).required.message);
    const email = (await shown(language, (r) => r.text().test(r.email), 'nope'))!;
    expect(await shown(language, field, 'nope')).toBe(email);
    expect(await shown(language, field, 'a@b.jp')).toBe(
      await shown(language, (r) => r.text().test(r.maxCharacters(5)), 'a@b.jp'),
    );
  });
});
