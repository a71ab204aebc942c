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
