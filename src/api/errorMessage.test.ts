import { errorParts, formatErrorParts } from './errorMessage';
import { codeMessages, errorMessages } from './errorCatalogue';

const english = (parts: ReturnType<typeof errorParts>) =>
  formatErrorParts(parts, (m) => `«${String(m.defaultMessage)}»`);

describe('global error handler message (spec doc 1 §8)', () => {
  it('takes the answer’s message first', () => {
    expect(errorParts({ status: 400, data: { message: 'bad thing', errorMessage: 'other' } })).toEqual(['bad thing']);
  });

  it('then errorMessage, then description', () => {
    expect(errorParts({ status: 400, data: { errorMessage: 'from errorMessage' } })).toEqual(['from errorMessage']);
    expect(errorParts({ status: 400, data: { description: 'from description' } })).toEqual(['from description']);
  });

  it('joins the entries of an errors object with commas', () => {
    const parts = errorParts({ status: 422, data: { errors: { a: 'first problem', b: 'second problem' } } });
    expect(english(parts)).toBe('First problem, second problem');
  });

  it('falls back to the error’s own policy, description, message or errorMessage', () => {
    expect(errorParts({ policy: 'the policy', message: 'm' })).toEqual(['the policy']);
    expect(errorParts({ message: 'own message' })).toEqual(['own message']);
  });

  it('is unknown error when nothing says more', () => {
    expect(errorParts({ status: 418, data: {} })).toEqual([errorMessages.unknown]);
    expect(errorParts(undefined)).toEqual([errorMessages.unknown]);
  });

  it('shows a contract code from the catalogue, whatever the English message says', () => {
    expect(errorParts({ status: 400, data: { code: 'invalid_password', message: 'x' } })).toEqual([
      codeMessages.invalid_password,
    ]);
    expect(
      errorParts({ status: 400, data: { code: 'coupon_not_valid', message: 'This coupon has expired.' } }),
    ).toEqual([codeMessages.coupon_not_valid]);
    expect(errorParts({ status: 400, data: { code: 'validation_error', errors: { hotelId: 'must match' } } })).toEqual([
      codeMessages.validation_error,
    ]);
  });

  it('shows the text of a code the contract does not know (another service’s answer)', () => {
    expect(errorParts({ status: 400, data: { code: 'toString', message: 'from elsewhere' } })).toEqual([
      'from elsewhere',
    ]);
  });

  it('says the data could not be sent or received when there was no answer or a server fault', () => {
    expect(errorParts({ status: 'FETCH_ERROR', error: 'TypeError: fetch failed' })).toEqual([errorMessages.network]);
    expect(errorParts({ status: 503, data: { message: 'upstream' } })).toEqual([errorMessages.network]);
  });

  it('capitalises the first letter', () => {
    expect(english(errorParts({ status: 400, data: { message: 'lower case start' } }))).toBe('Lower case start');
  });
});
