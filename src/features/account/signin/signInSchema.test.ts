import { emailLoginSchema, emailSchema, resetPasswordConfirmSchema } from './signInSchema';
import { formikErrors, rulesIn } from '../../../../test/setup/schemas';

const rules = { en: rulesIn('en'), ja: rulesIn('ja') };

describe('emailSchema (login, reset password)', () => {
  it('requires a valid email address', async () => {
    expect(await formikErrors(emailSchema(rules.en), { email: ' ' })).toEqual({ email: 'This field is required' });
    expect(await formikErrors(emailSchema(rules.en), { email: 'guest@example' })).toEqual({
      email: 'Please enter a valid email address.',
    });
    expect(await formikErrors(emailSchema(rules.ja), { email: '' })).toEqual({ email: 'この項目は必須です' });
    expect(await formikErrors(emailSchema(rules.ja), { email: 'guest' })).toEqual({
      email: '有効なメールアドレスを入力してください。',
    });
    expect(await formikErrors(emailSchema(rules.en), { email: 'guest@example.com' })).toEqual({});
  });
});

describe('emailLoginSchema', () => {
  const existing = { asksEmail: false, isNew: false };
  const fresh = { asksEmail: false, isNew: true };

  it('asks for the email only when the link has none', async () => {
    const values = { email: 'guest', password: 'secret' };
    expect(await formikErrors(emailLoginSchema(rules.en, existing), values)).toEqual({});
    expect(await formikErrors(emailLoginSchema(rules.en, { ...existing, asksEmail: true }), values)).toEqual({
      email: 'Please enter a valid email address.',
    });
    expect(await formikErrors(emailLoginSchema(rules.ja, { ...existing, asksEmail: true }), { password: 'x' })).toEqual(
      {
        email: 'この項目は必須です',
      },
    );
  });

  it('only requires the password of an existing account', async () => {
    expect(await formikErrors(emailLoginSchema(rules.en, existing), { password: '' })).toEqual({
      password: 'This field is required',
    });
    expect(await formikErrors(emailLoginSchema(rules.en, existing), { password: 'short' })).toEqual({});
  });

  it('holds a new account’s password to the password rule', async () => {
    expect(await formikErrors(emailLoginSchema(rules.en, fresh), { password: '' })).toEqual({
      password: 'This field is required',
    });
    expect(await formikErrors(emailLoginSchema(rules.en, fresh), { password: 'abc' })).toEqual({
      password: 'Please enter at least 8 characters include upper-case alphabet・number',
    });
    expect(await formikErrors(emailLoginSchema(rules.ja, fresh), { password: 'abcdefgh' })).toEqual({
      password: '英大文字・数字を含めてください',
    });
    expect(await formikErrors(emailLoginSchema(rules.ja, fresh), { password: 'Abc1' })).toEqual({
      password: '8文字以上で入力してください',
    });
    expect(await formikErrors(emailLoginSchema(rules.en, fresh), { password: 'Abcdefg1' })).toEqual({});
  });
});

describe('resetPasswordConfirmSchema', () => {
  it('holds the new password to the password rule and the re-entered one to it', async () => {
    expect(await formikErrors(resetPasswordConfirmSchema(rules.en), { password: '', confirmation: '' })).toEqual({
      password: 'This field is required',
      confirmation: 'This field is required',
    });
    expect(
      await formikErrors(resetPasswordConfirmSchema(rules.en), { password: 'abcdefg1', confirmation: 'abc' }),
    ).toEqual({
      password: 'Please include upper-case alphabet',
      confirmation: 'Passwords do not match.',
    });
    expect(
      await formikErrors(resetPasswordConfirmSchema(rules.ja), { password: 'ABCDEFGH', confirmation: 'X' }),
    ).toEqual({
      password: '英小文字・数字を含めてください',
      confirmation: 'パスワードが一致しません。',
    });
    expect(
      await formikErrors(resetPasswordConfirmSchema(rules.en), { password: 'Abcdefg1', confirmation: 'Abcdefg1' }),
    ).toEqual({});
  });
});
