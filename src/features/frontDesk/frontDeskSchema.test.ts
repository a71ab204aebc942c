import { formikErrors, rulesIn } from '../../../test/setup/schemas';
import { STAFF_PASSWORD_MAX, staffSignInSchema } from './frontDeskSchema';

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
