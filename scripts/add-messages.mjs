#!/usr/bin/env node
// Adds (or replaces) messages in all four locale files, keeping their keys sorted:
//   node scripts/add-messages.mjs messages.json
// where messages.json is { "feature.screen.key": { "ja": "…", "en": "…", "zh": "…", "ko": "…" }, … }.
// Ids of a ja/en-only group (the front desk's "frontDesk.…", scripts/webpack/messageGroups.cjs) take
// ja and en only and are written to those two files.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const { JA_EN_ONLY_GROUPS } = createRequire(import.meta.url)('./webpack/messageGroups.cjs');
const LANGUAGES = ['ja', 'en', 'zh', 'ko'];
const languagesOf = (id) => (JA_EN_ONLY_GROUPS.some((group) => id.startsWith(`${group}.`)) ? ['ja', 'en'] : LANGUAGES);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/add-messages.mjs messages.json');
  process.exit(2);
}
const additions = JSON.parse(readFileSync(file, 'utf8'));
for (const [id, texts] of Object.entries(additions)) {
  const missing = languagesOf(id).filter((lang) => typeof texts[lang] !== 'string' || texts[lang] === '');
  if (missing.length) {
    console.error(`${id}: no text for ${missing.join(', ')}`);
    process.exit(1);
  }
  const extra = Object.keys(texts).filter((lang) => !languagesOf(id).includes(lang));
  if (extra.length) {
    console.error(`${id}: a ja/en-only message, no text for ${extra.join(', ')}`);
    process.exit(1);
  }
}
for (const lang of LANGUAGES) {
  const localeFile = path.join(root, 'locales', `${lang}.json`);
  const messages = JSON.parse(readFileSync(localeFile, 'utf8'));
  for (const [id, texts] of Object.entries(additions)) if (languagesOf(id).includes(lang)) messages[id] = texts[lang];
  const sorted = Object.fromEntries(Object.entries(messages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  writeFileSync(localeFile, `${JSON.stringify(sorted, null, 2)}\n`);
}
console.log(`${Object.keys(additions).length} messages written to ${LANGUAGES.length} locale files`);
