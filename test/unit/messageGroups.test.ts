import { readFileSync } from 'node:fs';
import path from 'node:path';

// The webpack loader that splits each locale into core and feature groups (production and dev builds).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../scripts/webpack/compileMessagesLoader.cjs') as (
  this: { getOptions(): { compile?: boolean }; resourceQuery: string; resourcePath: string },
  source: string,
) => string;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { MESSAGE_GROUPS } = require('../../scripts/webpack/messageGroups.cjs') as { MESSAGE_GROUPS: string[] };

const file = path.join(__dirname, '..', '..', 'locales', 'en.json');
const source = readFileSync(file, 'utf8');
const all = JSON.parse(source) as Record<string, string>;

function group(name: string, compile = false): Record<string, unknown> {
  const context = { getOptions: () => ({ compile }), resourceQuery: `?group=${name}`, resourcePath: file };
  return JSON.parse(loader.call(context, source)) as Record<string, unknown>;
}

describe('locale message groups', () => {
  it('puts every message into exactly one group', () => {
    const groups = ['core', ...MESSAGE_GROUPS].map((name) => Object.keys(group(name)));
    expect(groups.flat().sort()).toEqual(Object.keys(all).sort());
    expect(new Set(groups.flat()).size).toBe(Object.keys(all).length);
  });

  it('keeps the account screens’ messages out of core', () => {
    const core = group('core');
    expect(Object.keys(core).some((id) => id.startsWith('account.'))).toBe(false);
    expect(core['errors.unknown']).toBeUndefined();
    expect(group('errors')['errors.unknown']).toBe(all['errors.unknown']);
    expect(core['ui.toast.offline']).toBe(all['ui.toast.offline']);
    expect(Object.keys(group('account')).every((id) => id.startsWith('account.'))).toBe(true);
  });

  it('compiles to react-intl’s AST in production and refuses an unknown group', () => {
    expect(Array.isArray(group('errors', true)['errors.unknown'])).toBe(true);
    expect(() => group('nope')).toThrow(/unknown message group "nope"/);
  });
});
