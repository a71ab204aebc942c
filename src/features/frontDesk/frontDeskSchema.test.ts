import { dateRulesIn, formikErrors, intlIn, rulesIn } from '../../../test/setup/schemas';
import { registerRangeSchema, STAFF_PASSWORD_MAX, staffSignInSchema } from './frontDeskSchema';

describe('staffSignInSchema', () => {
  const schema = staffSignInSchema(rulesIn('en'));

  it('takes an email address and a password', async () => {
    expect(await formikErrors(schema, { email: 'frontdesk@sakura-demo.example', password: 'Sakura2026' })).toEqual({});
  });

  it('requires both, and a valid email address', async () => {
    expect(await formikErrors(schema, { email: ' ', password: '' })).toEqual({
      email: 'This field is required',
      password: 'This field is required',
    });
    expect(await formikErrors(schema, { email: 'frontdesk@', password: 'x' })).toEqual({
      email: 'Please enter a valid email address.',
    });
  });

  it('refuses a password longer than the contract takes, in the page’s language', async () => {
    const long = 'x'.repeat(STAFF_PASSWORD_MAX + 1);
    expect(await formikErrors(schema, { email: 'a@b.example', password: 'x'.repeat(STAFF_PASSWORD_MAX) })).toEqual({});
    expect((await formikErrors(schema, { email: 'a@b.example', password: long })).password).toMatch(/128/);
    expect((await formikErrors(staffSignInSchema(rulesIn('ja')), { email: '', password: '' })).email).not.toBe(
      'This field is required',
    );
  });
});

describe('registerRangeSchema', () => {
  const schema = (language: 'ja' | 'en' | 'zh' | 'ko' = 'en') =>
    registerRangeSchema(rulesIn(language), dateRulesIn(language), intlIn(language));

  it('takes a range of real dates, one day to 366 days long', async () => {
    expect(await formikErrors(schema(), { from: '2026/11/26', to: '2026/11/26' })).toEqual({});
    // 2028 is a leap year: 2028/01/01 to 2028/12/31 is 366 days.
    expect(await formikErrors(schema(), { from: '2028/01/01', to: '2028/12/31' })).toEqual({});
    expect(await formikErrors(schema(), { from: '2026/04/01', to: '2027/04/01' })).toEqual({});
  });

  it('says under “to” when the range is backwards or longer than 366 days', async () => {
    expect(await formikErrors(schema(), { from: '2026/11/26', to: '2026/11/25' })).toEqual({
      to: 'The end date must be on or after the start date.',
    });
    expect(await formikErrors(schema(), { from: '2026/04/01', to: '2027/04/02' })).toEqual({
      to: 'Please choose a period of at most 366 days.',
    });
    expect(await formikErrors(schema('ja'), { from: '2026/04/01', to: '2027/04/02' })).toEqual({
      to: '期間は366日以内で指定してください。',
    });
    expect((await formikErrors(schema('zh'), { from: '2026/11/26', to: '2026/11/25' })).to).toBe(
      '结束日期不能早于开始日期。',
    );
  });

  it('requires both dates, written YYYY/MM/DD', async () => {
    expect(await formikErrors(schema(), { from: '', to: '2026-11-26' })).toEqual({
      from: 'This field is required',
      to: 'Please enter a valid date',
    });
  });
});
