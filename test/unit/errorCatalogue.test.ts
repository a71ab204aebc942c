import { readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { codeMessages } from '@/api/errorCatalogue';

const root = path.join(__dirname, '..', '..');
const contract = YAML.parse(readFileSync(path.join(root, 'openapi.yaml'), 'utf8')) as {
  components: { schemas: { ErrorCode: { enum: string[] } } };
};
const CODES = contract.components.schemas.ErrorCode.enum;
const LANGUAGES = ['ja', 'en', 'zh', 'ko'] as const;
const locale = (language: string) =>
  JSON.parse(readFileSync(path.join(root, 'locales', `${language}.json`), 'utf8')) as Record<string, string>;

describe('the error catalogue (every code of openapi.yaml in four languages)', () => {
  it('walks a list of codes from the contract', () => {
    expect(CODES.length).toBeGreaterThan(50);
  });

  it.each(LANGUAGES)('has errors.<code> in %s for every code the server may send', (language) => {
    const messages = locale(language);
    const missing = CODES.filter((code) => !messages[`errors.${code}`]?.trim());
    expect(missing).toEqual([]);
  });

  it.each(['ja', 'zh', 'ko'])('says every code in %s, not in English', (language) => {
    const messages = locale(language);
    const english = CODES.filter((code) => /^[\x20-\x7e]+$/.test(messages[`errors.${code}`] ?? ''));
    expect(english).toEqual([]);
  });

  it('maps each code to its own id, and no code the contract lacks', () => {
    expect(Object.keys(codeMessages).sort()).toEqual([...CODES].sort());
    for (const [code, message] of Object.entries(codeMessages)) expect(message.id).toBe(`errors.${code}`);
  });

  it('keeps the English default the same as en.json', () => {
    const en = locale('en');
    for (const message of Object.values(codeMessages)) expect(message.defaultMessage).toBe(en[message.id as string]);
  });
});

describe('the English catalogue reads as English (docs/departures.md lists each change)', () => {
  const en = locale('en');

  it('asks the guest to contact the card issuer, not to connect it', () => {
    expect(en['errors.cardDeclined']).toBe(
      'Your payment was declined by your card issuer. Please contact your card issuer.',
    );
  });

  it('ends each sentence of the send-or-receive message', () => {
    for (const id of ['errors.network', 'errors.internal', 'ui.toast.offline']) {
      expect(en[id]).toBe('Failed to send or receive data. Please try again later.');
    }
  });

  it('says what a password needs in plain words', () => {
    expect(en['errors.invalid_password']).toBe(
      'Please set a password of 8 characters or more with lowercase letters, uppercase letters and numbers.',
    );
  });
});

describe('the spec’s catalogue (doc 1 §8, doc 2 §8): one text per message in each language', () => {
  // As the app words them in English (docs/departures.md: the card-declined, network and password
  // sentences read as English).
  const SPEC_MESSAGES = [
    'Wrong email or password.',
    'Your password is incorrect',
    'Cannot register credit card. Please check it again.',
    'Credit card has expired. Please enter it again.',
    'Your payment was declined by your card issuer. Please contact your card issuer.',
    'Registration information not found. Please try again.',
    'There is no reservation information. Check it again please.',
    'There is no room information. Check it again please.',
    'There is no item.',
    'No invoice',
    'Out of Sale Time',
    'This product is out of sale time.',
    'Out of stock',
    'Unable to checkout.',
    'Failed to send or receive data. Please try again later.',
    'Please wait before retrying.',
  ];
  const en = locale('en');

  it.each(SPEC_MESSAGES)('"%s" is in the catalogue, said one way in ja, zh and ko', (text) => {
    const ids = Object.keys(en).filter((id) => en[id] === text);
    expect(ids).not.toEqual([]);
    for (const language of ['ja', 'zh', 'ko']) {
      const messages = locale(language);
      expect({ language, texts: [...new Set(ids.map((id) => messages[id]))] }).toEqual({
        language,
        texts: [messages[ids[0]!]],
      });
    }
  });
});
