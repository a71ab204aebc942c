import fc from 'fast-check';

/** A JSON Schema (OpenAPI 3.0 flavour: `nullable`, `$ref` into the same document). */
export interface Schema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
}

/** Values the fuzzer should try often for a field of this name (ids that exist, the demo hotel …). */
export type Hints = Record<string, readonly unknown[]>;

/** Longest strings and lists generated as valid values (the contract's own limits are kept when smaller). */
const STRING_CAP = 80;
const ARRAY_CAP = 4;

/**
 * fast-check arbitraries of values that satisfy a schema of openapi.yaml. Field names with hints
 * draw from the hinted values three times out of four, so generated requests reach past "unknown
 * hotel" into the handlers.
 */
export function createSchemaArbitraries(document: unknown, hints: Hints) {
  const resolve = (schema: Schema): Schema => {
    let current = schema;
    while (current.$ref) {
      const ref = current.$ref;
      current = ref
        .slice(2)
        .split('/')
        .reduce<Record<string, unknown>>(
          (node, key) => node[key] as Record<string, unknown>,
          document as never,
        ) as Schema;
      if (!current) throw new Error(`unresolved ${ref}`);
    }
    return current;
  };

  function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
    const minLength = schema.minLength ?? 0;
    const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? STRING_CAP, STRING_CAP));
    const fits = (s: string) => [...s].length >= minLength && [...s].length <= (schema.maxLength ?? Infinity);
    switch (schema.format) {
      case 'date':
        return fc
          .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      case 'date-time':
        return fc
          .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
          .map((d) => d.toISOString());
      case 'email':
        return fc.emailAddress().filter(fits);
      case 'uri':
        return fc.webUrl().filter(fits);
    }
    if (schema.pattern) {
      // `^[…]+$` with length limits: the limits go into the pattern, or filtering would wait for
      // fast-check to make a long enough string by chance (forever, for a minimum of 16).
      const pattern = schema.pattern.replace(
        /^\^(\[[^\]]+\])[+*]\$$/,
        (_, chars: string) => `^${chars}{${Math.max(minLength, 1)},${maxLength}}$`,
      );
      return fc.stringMatching(new RegExp(pattern)).filter(fits);
    }
    return fc.oneof(
      fc.string({ minLength, maxLength }),
      fc.string({ minLength, maxLength, unit: 'grapheme' }),
      fc.string({ minLength, maxLength, unit: 'binary' }),
    );
  }

  function numberArbitrary(schema: Schema): fc.Arbitrary<number> {
    const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
    const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined;
    const min = schema.minimum ?? exclusiveMin;
    const max = schema.maximum ?? exclusiveMax;
    const minExcluded = exclusiveMin !== undefined || schema.exclusiveMinimum === true;
    const maxExcluded = exclusiveMax !== undefined || schema.exclusiveMaximum === true;
    if (schema.type === 'integer') {
      return fc.integer({
        min: min === undefined ? -(2 ** 31) : Math.ceil(min) + (minExcluded && Number.isInteger(min) ? 1 : 0),
        max: max === undefined ? 2 ** 31 - 1 : Math.floor(max) - (maxExcluded && Number.isInteger(max) ? 1 : 0),
      });
    }
    return fc.double({ min, max, minExcluded, maxExcluded, noNaN: true, noDefaultInfinity: true });
  }

  function arbitrary(input: Schema, name?: string): fc.Arbitrary<unknown> {
    const schema = resolve(input);
    const base = plain(schema);
    const hinted = name && hints[name];
    const withHints = hinted?.length
      ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...hinted) }, { weight: 1, arbitrary: base })
      : base;
    return schema.nullable ? fc.option(withHints, { nil: null, freq: 6 }) : withHints;
  }

  function plain(schema: Schema): fc.Arbitrary<unknown> {
    if (schema.enum) return fc.constantFrom(...schema.enum.filter((v) => v !== null));
    if (schema.oneOf) return fc.oneof(...schema.oneOf.map((s) => arbitrary(s)));
    if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => arbitrary(s)));
    if (schema.allOf) return arbitrary(mergeAll(schema.allOf.map(resolve)));
    switch (schema.type) {
      case 'string':
        return stringArbitrary(schema);
      case 'integer':
      case 'number':
        return numberArbitrary(schema);
      case 'boolean':
        return fc.boolean();
      case 'array': {
        const minLength = schema.minItems ?? 0;
        const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? ARRAY_CAP, ARRAY_CAP));
        const items = arbitrary(schema.items ?? {});
        return schema.uniqueItems
          ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
          : fc.array(items, { minLength, maxLength });
      }
      case 'object':
      case undefined:
        if (!schema.properties) return schema.type === 'object' ? fc.constant({}) : fc.jsonValue({ maxDepth: 2 });
        return objectArbitrary(schema);
      default:
        throw new Error(`no arbitrary for type ${schema.type}`);
    }
  }

  function objectArbitrary(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
    const properties = schema.properties ?? {};
    const model = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, arbitrary(s, key)]));
    return fc.record(model, { requiredKeys: schema.required ?? [] });
  }

  return { resolve, arbitrary };
}

function mergeAll(schemas: Schema[]): Schema {
  return schemas.reduce<Schema>(
    (merged, s) => ({
      ...merged,
      ...s,
      properties: { ...merged.properties, ...s.properties },
      required: [...(merged.required ?? []), ...(s.required ?? [])],
    }),
    {},
  );
}
