// openapi.yaml -> server/src/contract.gen.ts: the server's request and response types, written by
// openapi-typescript (never edited by hand; `npm run codegen` writes it, scripts/check-generated.mjs
// fails CI when it is stale). server/src/contract.ts turns an operation into Fastify's request type.
import fs from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';

const OUTPUT = new URL('../server/src/contract.gen.ts', import.meta.url);
const header = '// Generated from openapi.yaml by scripts/server-types.mjs (openapi-typescript). Do not edit.\n';
const ast = await openapiTS(new URL('../openapi.yaml', import.meta.url));
fs.writeFileSync(OUTPUT, header + astToString(ast));
