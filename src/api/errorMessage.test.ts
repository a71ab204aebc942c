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

  it('says the data could not be sent or received when there was no answer', () => {
    expect(errorParts({ status: 'FETCH_ERROR', error: 'TypeError: fetch failed' })).toEqual([errorMessages.network]);
    expect(errorParts({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toEqual([errorMessages.network]);
  });

  describe('a server fault (5xx)', () => {
    it('shows the message of its contract code', () => {
      expect(errorParts({ status: 500, data: { code: 'internal', message: 'Internal Server Error' } })).toEqual([
        codeMessages.internal,
      ]);
      expect(errorParts({ status: 503, data: { code: 'request_in_progress', message: 'x' } })).toEqual([
        codeMessages.request_in_progress,
      ]);
    });

    it('shows the text another service’s JSON gives, in the spec’s order', () => {
      expect(errorParts({ status: 503, data: { message: 'Down for maintenance until 3:00' } })).toEqual([
        'Down for maintenance until 3:00',
      ]);
      expect(errorParts({ status: 500, data: { errorMessage: 'Gateway refused' } })).toEqual(['Gateway refused']);
    });

    it('says the data could not be sent or received for a proxy’s page that is no JSON', () => {
      // fetchBaseQuery's answer for a 502 or 503 HTML page from a proxy or load balancer.
      const proxyPage = {
        status: 'PARSING_ERROR',
        originalStatus: 502,
        data: '<html><body><h1>502 Bad Gateway</h1></body></html>',
        error: 'SyntaxError: Unexpected token \'<\', "<html><bod"... is not valid JSON',
      };
      expect(errorParts(proxyPage)).toEqual([errorMessages.network]);
      expect(errorParts({ ...proxyPage, originalStatus: 503 })).toEqual([errorMessages.network]);
    });

    it('says the data could not be sent or received when its answer has no text', () => {
      expect(errorParts({ status: 503, data: null })).toEqual([errorMessages.network]);
      expect(errorParts({ status: 500, data: {} })).toEqual([errorMessages.network]);
    });
  });

  it('capitalises the first letter', () => {
    expect(english(errorParts({ status: 400, data: { message: 'lower case start' } }))).toBe('Lower case start');
  });
});
