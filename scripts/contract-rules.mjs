// openapi.yaml -> src/api/contractRules.gen.ts and server/src/contractRules.gen.ts: the values of the
// contract's `x-` extensions that both sides implement, as constants with the same names on each side
// (the SPA and the server share nothing but the contract). `npm run codegen` writes them (never edited
// by hand); scripts/check-generated.mjs fails CI when they are stale.
import fs from 'node:fs';
import YAML from 'yaml';

/** Each rule: its constant's name, where it is in openapi.yaml, and the extension that holds it. */
const RULES = [
  {
    name: 'ARRIVAL_DAYS',
    path: ['paths', '/api/checkin/smart-checkin', 'post'],
    key: 'x-arrival-days',
    doc: 'How many arrival dates there are, the business day included (smartCheckin: "Arrival").',
  },
];

const OUTPUTS = ['src/api/contractRules.gen.ts', 'server/src/contractRules.gen.ts'];

const contract = YAML.parse(fs.readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8'));

const lines = RULES.map(({ name, path, key, doc }) => {
  const value = path.reduce((node, step) => node?.[step], contract)?.[key];
  if (typeof value !== 'number' && typeof value !== 'string') {
    throw new Error(`openapi.yaml has no ${key} at ${path.join('.')}`);
  }
  const at = path.at(-2).startsWith('/') ? `${path.at(-1).toUpperCase()} ${path.at(-2)}` : path.join('.');
  return `/**\n * ${doc}\n * openapi.yaml: ${at}, ${key}.\n */\nexport const ${name} = ${JSON.stringify(value)};\n`;
});
const text = [
  '// Generated from openapi.yaml by scripts/contract-rules.mjs. Do not edit.\n',
  ...lines.map((line) => `\n${line}`),
].join('');
for (const output of OUTPUTS) fs.writeFileSync(new URL(`../${output}`, import.meta.url), text);
