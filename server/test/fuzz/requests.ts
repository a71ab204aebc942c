import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { openapi, operations, type Operation } from '../support/contract.ts';
import { createSchemaArbitraries, type Hints, type Schema } from './schemaArbitrary.ts';

/** A request as the fuzzer builds it, before it is put on the wire. */
export interface FuzzRequest {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  /** The JSON body (absent: none is sent). */
  body?: unknown;
  /** Sent instead of `body` as it is: broken JSON. */
  rawBody?: string;
  auth: 'member' | 'none' | 'garbage';
}

/** The request as the server receives it (the oracle judges this, not the values before encoding). */
export interface WireRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** What the server's parsers make of it. */
  parsed: { path: Record<string, string>; query: Record<string, string | string[]>; body?: unknown };
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}

interface FullOperation extends Operation {
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
}

export interface OperationModel {
  operationId: string;
  method: string;
  pathTemplate: string;
  secured: boolean;
  /** Sign-in is optional (`security: [{bearerAuth: []}, {}]`). */
  optionalAuth: boolean;
  /** The front desk's operations take a staff token (`security: [{staffAuth: []}]`), not a member's. */
  staff: boolean;
  /** The integration API's operations take a hotel's integration key (`security: [{integrationKey: []}]`). */
  integration: boolean;
  parameters: Parameter[];
  body?: { required: boolean; schema: Schema };
  /** Documented statuses and their content types. */
  responses: Record<string, string[]>;
}

const pathItems = openapi.paths as Record<string, { parameters?: Parameter[] }>;

export function operationModels(): OperationModel[] {
  const { resolve } = createSchemaArbitraries(openapi, {});
  return operations.map((op) => {
    const full = op as FullOperation;
    const parameters = [...(pathItems[op.path]?.parameters ?? []), ...(full.parameters ?? [])].map(
      (p) => resolve(p as Schema) as unknown as Parameter,
    );
    const json = full.requestBody?.content['application/json'];
    const security = op.security ?? [];
    return {
      operationId: op.operationId,
      method: op.method,
      pathTemplate: op.path,
      secured: security.length > 0,
      optionalAuth: security.some((s) => Object.keys(s).length === 0),
      staff: security.some((s) => 'staffAuth' in s),
      integration: security.some((s) => 'integrationKey' in s),
      parameters,
      ...(json && { body: { required: full.requestBody?.required ?? false, schema: json.schema } }),
      responses: Object.fromEntries(
        Object.entries(op.responses).map(([status, r]) => {
          const response = resolve(r as Schema) as { content?: Record<string, unknown> };
          return [status, Object.keys(response.content ?? {})];
        }),
      ),
    };
  });
}

/** Requests that satisfy the contract (the server may still refuse them for what they ask). */
export function validRequests(model: OperationModel, hints: Hints): fc.Arbitrary<FuzzRequest> {
  const { arbitrary } = createSchemaArbitraries(openapi, hints);
  const part = (where: Parameter['in']) => {
    const params = model.parameters.filter((p) => p.in === where);
    return fc.record(Object.fromEntries(params.map((p) => [p.name, arbitrary(p.schema, p.name)])), {
      requiredKeys: params.filter((p) => p.required).map((p) => p.name),
    });
  };
  const auth: fc.Arbitrary<FuzzRequest['auth']> = model.secured
    ? fc.constantFrom('member', 'member', 'member', 'none', 'garbage')
    : fc.constant('none');
  return fc.record(
    {
      path: part('path'),
      query: part('query'),
      headers: part('header'),
      ...(model.body && { body: arbitrary(model.body.schema) }),
      auth,
    },
    { requiredKeys: ['path', 'query', 'headers', 'auth', ...(model.body?.required ? ['body'] : [])] as never[] },
  ) as unknown as fc.Arbitrary<FuzzRequest>;
}

const MUTATIONS = [
  'drop',
  'wrongType',
  'hugeString',
  'unicode',
  'number',
  'extraField',
  'bodyType',
  'malformed',
] as const;

/** Values of every JSON type, strange strings among them (control characters, NUL, emoji, lone surrogates). */
const junk = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', 'null', '0', '-1', '1e999', '<script>alert(1)</script>', "' OR 1=1 --", '\u202E'),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);
const strangeNumbers = fc.constantFrom(
  -1,
  -0.5,
  0,
  1.5,
  -(2 ** 31) - 1,
  2 ** 31,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  5e-324,
);

/** Any value as text (objects as JSON: fast-check's dictionaries have no prototype to convert them). */
const text = (value: unknown) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));

type Slot = { get: () => unknown; set: (v: unknown) => void; drop: () => void; header: boolean };

/** Every place a value sits in a request: parameters and every field of the body, at any depth. */
function slotsOf(request: FuzzRequest): Slot[] {
  const slots: Slot[] = [];
  for (const where of ['path', 'query', 'headers'] as const) {
    const values = request[where];
    for (const key of Object.keys(values)) {
      slots.push({
        get: () => values[key],
        set: (v) => (values[key] = v),
        drop: () => delete values[key],
        header: where === 'headers',
      });
    }
  }
  const walk = (node: unknown) => {
    if (Array.isArray(node)) {
      node.forEach((_, i) => {
        slots.push({ get: () => node[i], set: (v) => (node[i] = v), drop: () => node.splice(i, 1), header: false });
        walk(node[i]);
      });
    } else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        slots.push({
          get: () => record[key],
          set: (v) => (record[key] = v),
          drop: () => delete record[key],
          header: false,
        });
        walk(record[key]);
      }
    }
  };
  walk(request.body);
  return slots;
}

/**
 * Requests made invalid on purpose from valid ones: a field dropped, of the wrong type, huge,
 * in strange unicode, a strange number, an unknown field, a body of the wrong type or broken JSON.
 * Some mutations leave a request valid (a huge string where the contract sets no limit); the oracle
 * (`judge`) decides, not the mutation.
 */
export function mutatedRequests(model: OperationModel, hints: Hints): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      request: validRequests(model, hints),
      kind: fc.constantFrom(...MUTATIONS),
      pick: fc.nat(),
      junk,
      number: strangeNumbers,
      size: fc.integer({ min: 300, max: 100_000 }),
      key: fc.string({ minLength: 1, maxLength: 12 }),
    })
    .map(({ request, kind: chosen, pick, junk, number, size, key }) => {
      // Operations without a body in the contract ignore one (GET): change a field instead.
      const kind = !model.body && (chosen === 'bodyType' || chosen === 'malformed') ? 'wrongType' : chosen;
      const copy: FuzzRequest = structuredClone(request);
      const slots = slotsOf(copy);
      const slot = slots.length > 0 ? slots[pick % slots.length] : undefined;
      switch (kind) {
        case 'drop':
          if (slot) slot.drop();
          else delete copy.body;
          break;
        case 'wrongType':
          slot?.set(typeof slot.get() === typeof junk ? [junk] : junk);
          break;
        case 'hugeString':
          slot?.set((typeof slot.get() === 'string' ? (slot.get() as string) : 'x').padEnd(size, 'xé日'));
          break;
        case 'unicode':
          slot?.set(typeof junk === 'string' ? junk : `\u0000${text(junk)}\uD800😀\u202E`);
          break;
        case 'number':
          slot?.set(number);
          break;
        case 'extraField':
          if (copy.body && typeof copy.body === 'object' && !Array.isArray(copy.body)) {
            (copy.body as Record<string, unknown>)[`x${key}`] = junk;
          } else copy.query[`x${key}`] = junk;
          break;
        case 'bodyType':
          copy.body = Array.isArray(junk) ? junk : [junk];
          break;
        case 'malformed':
          copy.rawBody = `${JSON.stringify(copy.body ?? {}).slice(0, pick % 20)}${text(junk)}{`;
          break;
      }
      return copy;
    });
}

/** Lone surrogates as U+FFFD, as a browser encodes them (String.prototype.toWellFormed). */
const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
const headerText = (value: unknown) =>
  text(value)
    .replace(/[^\x20-\x7e]/g, '?')
    .slice(0, 4000);
const pathText = (value: unknown) => encodeURIComponent(wellFormed(text(value)));

/** Puts a request on the wire as a browser would, and reads it back as the server's parsers do. */
export function toWire(
  model: OperationModel,
  request: FuzzRequest,
  tokens: { member: string; staff: string; integration: string },
): WireRequest {
  const path = model.pathTemplate.replace(/\{(\w+)\}/g, (_, name: string) =>
    name in request.path ? pathText(request.path[name]) : '',
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(name, text(item));
    }
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = headerText(value);
  }
  // 'member': the signed-in caller the operation takes (a hotel's staff on the front desk, its key on the integration API).
  const caller = model.staff ? tokens.staff : model.integration ? tokens.integration : tokens.member;
  if (request.auth === 'member') headers.authorization = `Bearer ${caller}`;
  if (request.auth === 'garbage') headers.authorization = 'Bearer not-a-token';
  let payload: string | undefined;
  if (request.rawBody !== undefined) payload = request.rawBody;
  else if (request.body !== undefined) payload = JSON.stringify(request.body);
  if (payload !== undefined) headers['content-type'] = 'application/json';

  const query: Record<string, string | string[]> = {};
  for (const name of new Set(search.keys())) {
    const all = search.getAll(name);
    query[name] = all.length > 1 ? all : all[0]!;
  }
  const pathValues: Record<string, string> = {};
  const templateParts = model.pathTemplate.split('/');
  path.split('/').forEach((segment, i) => {
    const match = /^\{(\w+)\}$/.exec(templateParts[i] ?? '');
    if (match) pathValues[match[1]!] = decodeURIComponent(segment);
  });
  let body: unknown;
  if (payload !== undefined) {
    try {
      body = JSON.parse(payload);
    } catch {
      body = BROKEN_JSON;
    }
  }
  const qs = search.toString();
  return {
    method: model.method,
    url: qs ? `${path}?${qs}` : path,
    headers,
    payload,
    parsed: { path: pathValues, query, ...(payload !== undefined && { body }) },
  };
}

const BROKEN_JSON = Symbol('broken JSON');

const ajvParameters = new Ajv({ strict: false, allErrors: false, coerceTypes: 'array', useDefaults: true });
const ajvBody = new Ajv({ strict: false, allErrors: false, coerceTypes: false });
for (const ajv of [ajvParameters, ajvBody]) {
  addFormats.default(ajv);
  ajv.addSchema(openapi, 'openapi');
}
const referenced = (schema: Schema): Schema =>
  schema.$ref ? { $ref: `openapi${schema.$ref}` } : JSON.parse(JSON.stringify(schema).replaceAll('"#/', '"openapi#/'));

const validators = new Map<string, { parts: Record<string, ValidateFunction>; body?: ValidateFunction }>();

function validatorsOf(model: OperationModel) {
  const cached = validators.get(model.operationId);
  if (cached) return cached;
  const part = (where: Parameter['in']) => {
    const params = model.parameters.filter((p) => p.in === where);
    const lower = where === 'header' ? (n: string) => n.toLowerCase() : (n: string) => n;
    return ajvParameters.compile({
      type: 'object',
      properties: Object.fromEntries(params.map((p) => [lower(p.name), referenced(p.schema)])),
      required: params.filter((p) => p.required).map((p) => lower(p.name)),
    });
  };
  const compiled = {
    parts: { path: part('path'), query: part('query'), header: part('header') },
    ...(model.body && { body: ajvBody.compile(referenced(model.body.schema)) }),
  };
  validators.set(model.operationId, compiled);
  return compiled;
}

/** The oracle: does this request, as the server receives it, satisfy openapi.yaml? */
export function judge(model: OperationModel, wire: WireRequest): boolean {
  const v = validatorsOf(model);
  const headers = Object.fromEntries(Object.entries(wire.headers).filter(([n]) => n !== 'authorization'));
  // Values are copied: Ajv's coercion writes into what it checks.
  if (!v.parts.path!(structuredClone(wire.parsed.path))) return false;
  if (!v.parts.query!(structuredClone(wire.parsed.query))) return false;
  if (!v.parts.header!(headers)) return false;
  if (!('body' in wire.parsed)) return !model.body?.required;
  if (wire.parsed.body === BROKEN_JSON || !v.body) return false;
  return v.body(wire.parsed.body);
}
