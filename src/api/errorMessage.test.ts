import { errorParts, formatErrorParts } from './errorMessage';
import { errorMessages } from './errorCatalogue';

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

  it('joins the entries of an errors object with commas, translating known ones', () => {
    const parts = errorParts({ status: 422, data: { errors: { a: 'first problem', b: 'Out of stock' } } });
    expect(parts).toEqual(['first problem', errorMessages.outOfStock]);
    expect(english(parts)).toBe('First problem, «Out of stock»');
  });

  it('falls back to the error’s own policy, description, message or errorMessage', () => {
    expect(errorParts({ policy: 'the policy', message: 'm' })).toEqual(['the policy']);
    expect(errorParts({ message: 'own message' })).toEqual(['own message']);
  });

  it('is unknown error when nothing says more', () => {
    expect(errorParts({ status: 418, data: {} })).toEqual([errorMessages.unknown]);
    expect(errorParts(undefined)).toEqual([errorMessages.unknown]);
  });

  it('gives the password rule for code invalid_password', () => {
    expect(errorParts({ status: 400, data: { code: 'invalid_password', message: 'x' } })).toEqual([
      errorMessages.invalidPassword,
    ]);
  });

  it('translates the catalogue’s messages, ignoring case and the final full stop', () => {
    expect(
      errorParts({ status: 404, data: { message: 'There is no reservation information. Check it again please.' } }),
    ).toEqual([errorMessages.reservationNotFound]);
    expect(errorParts({ status: 409, data: { message: 'this product is out of sale time' } })).toEqual([
      errorMessages.productOutOfSaleTime,
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
