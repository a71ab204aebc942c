import fs from 'node:fs';
import path from 'node:path';
import type { StaticDocumentSpec } from '@fastify/swagger';
import YAML from 'yaml';
import { ROOT_DIR } from './config.ts';

/** The contract: every route, its validation and its answers (routes/contract.ts), and the API reference. */
export const OPENAPI_FILE = path.join(ROOT_DIR, 'openapi.yaml');

/** An OpenAPI document, as @fastify/swagger types it. */
export type OpenApiDocument = StaticDocumentSpec['document'];

let contractDocument: OpenApiDocument | undefined;
/**
 * openapi.yaml as an object, parsed once per process. Each app parsed its 300 KB twice (the routes and
 * the API reference), 0.25 s each here, and a test process builds several apps. Its users do not change
 * it: fastify-openapi-glue works on a clone, @fastify/swagger serves it as it is.
 */
export function openapiDocument(): OpenApiDocument {
  contractDocument ??= YAML.parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as OpenApiDocument;
  return contractDocument;
}
