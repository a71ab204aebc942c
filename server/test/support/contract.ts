import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { openapiDocument } from '../../src/openapiDocument.ts';

/** openapi.yaml as data, and validators for its response schemas (the contract the tests hold the server to). */
export interface Operation {
  operationId: string;
  method: string;
  path: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }>;
}

// The server's parse of it (once per process: 0.3 s here), copied as JSON data: nothing a test does
// reaches the app's, and the tests read it untyped, as YAML.parse gave it.
export const openapi = JSON.parse(JSON.stringify(openapiDocument()));

export const operations: Operation[] = Object.entries(
  openapi.paths as Record<string, Record<string, Operation>>,
).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
);

export function operation(operationId: string): Operation {
  const op = operations.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`openapi.yaml has no operation ${operationId}`);
  return op;
}

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(openapi, 'openapi');

const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
const cache = new Map<string, ValidateFunction>();

function validatorFor(operationId: string, status: number, mediaType: string): ValidateFunction {
  const key = `${operationId} ${status} ${mediaType}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const op = operation(operationId);
  const response = op.responses[String(status)];
  if (!response) throw new Error(`${operationId} does not document status ${status}`);
  const base = response.$ref
    ? `openapi${response.$ref}`
    : `openapi#/${pointer('paths', op.path, op.method.toLowerCase(), 'responses', String(status))}`;
  const validate = ajv.compile({ $ref: `${base}/content/${pointer(mediaType)}/schema` });
  cache.set(key, validate);
  return validate;
}

/**
 * Throws with Ajv's errors unless `body` is what openapi.yaml promises for this operation and status
 * (as JSON, or as another JSON media type such as application/manifest+json).
 */
export function assertMatchesContract(
  operationId: string,
  status: number,
  body: unknown,
  mediaType = 'application/json',
): void {
  const validate = validatorFor(operationId, status, mediaType);
  if (!validate(body)) {
    throw new Error(
      `${operationId} ${status} does not match openapi.yaml:\n${JSON.stringify(validate.errors, null, 2)}`,
    );
  }
}
