import type { FastifyRequest } from 'fastify';
import type { Operations } from './contract.gen.ts';

// The only import point of the generated types (contract.gen.ts, from openapi.yaml by
// `npm run codegen`): the contract's schemas by name, and an operation's request and answer.
export type * from './contract.gen.ts';

/** The request of an operation as its handler receives it: body, query, path and headers as openapi.yaml has them. */
export type OperationRequest<Id extends keyof Operations> = FastifyRequest<{
  Body: Operations[Id]['body'];
  Querystring: Operations[Id]['query'];
  Params: Operations[Id]['params'];
  Headers: Operations[Id]['headers'];
}>;

/** The JSON body of an operation's success answer. */
export type OperationResponse<Id extends keyof Operations> = Operations[Id]['response'];

export type OperationId = keyof Operations;
