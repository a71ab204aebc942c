import AjvCompiler from '@fastify/ajv-compiler';
import type { BuildCompilerFromPool } from '@fastify/ajv-compiler';

const coercingCompilers = AjvCompiler();
const strictCompilers = AjvCompiler();

/**
 * Fastify's validator compilers, without type coercion for request bodies: query strings, paths and
 * headers are text, so their numbers and lists are read from text; a JSON body is typed, and a string
 * where the contract wants a number (`"2"` for a quantity) is refused, not read as one.
 */
export const typedBodies: BuildCompilerFromPool = (externalSchemas, options) => {
  const coercing = coercingCompilers(externalSchemas, options);
  const strict = strictCompilers(externalSchemas, {
    ...options,
    customOptions: { ...options?.customOptions, coerceTypes: false },
  } as typeof options);
  // Called with Fastify's route schema definition ({schema, method, url, httpPart}), which the
  // package's types call a schema. Fastify lower-cases header names in a headers schema only for
  // its own compilers, so it is done here (header names are case-insensitive).
  return (route) => {
    const definition = route as unknown as { httpPart?: string; schema: HeadersSchema };
    if (definition.httpPart === 'body') return strict(route);
    if (definition.httpPart === 'headers')
      return coercing({ ...definition, schema: lowerCaseHeaders(definition.schema) } as never);
    return coercing(route);
  };
};

interface HeadersSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

function lowerCaseHeaders(schema: HeadersSchema): HeadersSchema {
  return {
    ...schema,
    ...(schema.properties && {
      properties: Object.fromEntries(Object.entries(schema.properties).map(([name, s]) => [name.toLowerCase(), s])),
    }),
    ...(schema.required && { required: schema.required.map((name) => name.toLowerCase()) }),
  };
}
