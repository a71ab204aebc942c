// openapi.yaml -> server/src/hotelSetupSchema.gen.ts: the JSON schema `npm run hotel -- import` validates a
// hotel file against (docs/hotel-file.md), derived from components/schemas/HotelSetup and the schemas it
// refers to. OpenAPI 3.0's `nullable` becomes a JSON schema type list, and each $ref points into the
// file's own $defs. `npm run codegen` writes it (never edited by hand); scripts/check-generated.mjs fails
// CI when it is stale.
import fs from 'node:fs';
import YAML from 'yaml';

const ROOT = 'HotelSetup';
const OUTPUT = new URL('../server/src/hotelSetupSchema.gen.ts', import.meta.url);
const schemas = YAML.parse(fs.readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8')).components.schemas;
const PREFIX = '#/components/schemas/';

/** The schemas ROOT refers to, directly or through others, in the order they are met. */
const needed = [];
const visit = (name) => {
  if (needed.includes(name)) return;
  if (!schemas[name]) throw new Error(`openapi.yaml has no components/schemas/${name}`);
  needed.push(name);
  const walk = (node) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      if (typeof node.$ref === 'string') visit(node.$ref.slice(PREFIX.length));
      Object.values(node).forEach(walk);
    }
  };
  walk(schemas[name]);
};
visit(ROOT);

const toJsonSchema = (node) => {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'nullable' || key === 'example' || key.startsWith('x-')) continue;
    if (key === '$ref') out.$ref = `#/$defs/${value.slice(PREFIX.length)}`;
    else out[key] = toJsonSchema(value);
  }
  if (node.nullable === true) {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
  }
  return out;
};

const schema = {
  $id: 'hotel-setup',
  $ref: `#/$defs/${ROOT}`,
  $defs: Object.fromEntries(needed.map((name) => [name, toJsonSchema(schemas[name])])),
};
fs.writeFileSync(
  OUTPUT,
  [
    '// Generated from openapi.yaml (components/schemas/HotelSetup) by scripts/hotel-setup-schema.mjs. Do not edit.\n',
    '/** The JSON schema of a hotel file (docs/hotel-file.md). */\n',
    `export const hotelSetupSchema = ${JSON.stringify(schema, null, 2)};\n`,
  ].join(''),
);
