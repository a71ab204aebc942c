import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components, operations } from './contract.gen.ts';

// The only import point of the generated types (contract.gen.ts, written from openapi.yaml by
// openapi-typescript in `npm run codegen`): the contract's schemas by name, and an operation's
// request and answer.

type Schemas = components['schemas'];
export type Schema<Name extends keyof Schemas> = Schemas[Name];
export type ErrorCode = Schemas['ErrorCode'];
export type Error = Schemas['Error'];
export type Language = Schemas['Language'];

type Json<Part> = Part extends { content: { 'application/json': infer Body } } ? Body : undefined;
type Success<Responses> = Responses extends { 200: infer Ok }
  ? Json<Ok>
  : Responses extends { 201: infer Created }
    ? Json<Created>
    : undefined;

/** Each operation's body, query, path and headers as openapi.yaml has them, and its success answer. */
export type Operations = {
  [Id in keyof operations]: {
    body: Json<NonNullable<operations[Id]['requestBody']>>;
    query: NonNullable<operations[Id]['parameters']['query']>;
    params: NonNullable<operations[Id]['parameters']['path']>;
    headers: NonNullable<operations[Id]['parameters']['header']>;
    response: Success<operations[Id]['responses']>;
  };
};

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

/**
 * The handler of an operation: its request as openapi.yaml has it, and its success body as the answer,
 * or the reply when it sends one itself (a file, a PDF, bytes prepared beforehand).
 */
export type OperationHandler<Id extends OperationId> = (
  request: OperationRequest<Id>,
  reply: FastifyReply,
) => Promise<OperationResponse<Id> | FastifyReply>;

/** Every operation of openapi.yaml and its handler: what `createServiceHandlers` answers, whole. */
export type OperationHandlers = { [Id in OperationId]: OperationHandler<Id> };

/**
 * Some of the table: a handler module answers `{...} satisfies SomeHandlers`, so a name that is no
 * operation, or a handler whose request or answer is not its operation's, fails to compile there.
 */
export type SomeHandlers = Partial<OperationHandlers>;
