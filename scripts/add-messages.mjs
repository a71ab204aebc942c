#!/usr/bin/env node
// Adds (or replaces) messages in all four locale files, keeping their keys sorted:
//   node scripts/add-messages.mjs messages.json
// where messages.json is { "feature.screen.key": { "ja": "…", "en": "…", "zh": "…", "ko": "…" }, … }.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LANGUAGES = ['ja', 'en', 'zh', 'ko'];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/add-messages.mjs messages.json');
  process.exit(2);
}
const additions = JSON.parse(readFileSync(file, 'utf8'));
for (const [id, texts] of Object.entries(additions)) {
  const missing = LANGUAGES.filter((lang) => typeof texts[lang] !== 'string' || texts[lang] === '');
  if (missing.length) {
    console.error(`${id}: no text for ${missing.join(', ')}`);
    process.exit(1);
  }
}
for (const lang of LANGUAGES) {
  const localeFile = path.join(root, 'locales', `${lang}.json`);
  const messages = JSON.parse(readFileSync(localeFile, 'utf8'));
  for (const [id, texts] of Object.entries(additions)) messages[id] = texts[lang];
  const sorted = Object.fromEntries(Object.entries(messages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  writeFileSync(localeFile, `${JSON.stringify(sorted, null, 2)}\n`);
}
console.log(`${Object.keys(additions).length} messages written to ${LANGUAGES.length} locale files`);
