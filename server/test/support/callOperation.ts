import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Error as ContractError, OperationId, OperationResponse, Operations } from '../../src/contract.ts';
import { assertMatchesContract, operation } from './contract.ts';

/** A value a test sends on purpose outside the operation's types (bad input): `malformed({...})`. */
export type Malformed = { readonly __malformed: unique symbol };
export const malformed = (value: unknown): Malformed => value as Malformed;

type Scalar = string | number | boolean;
/** Path and query values as a URL carries them: tests also send numbers, or values the schema refuses. */
type UrlValues<Part> = [Part] extends [never] ? never : { [Key in keyof Part]?: Scalar | Scalar[] | null };

/** One call of an operation: what goes into its path, query and body, and who makes it. */
export interface OperationCall<Id extends OperationId> {
  params?: UrlValues<Operations[Id]['params']>;
  query?: UrlValues<Operations[Id]['query']>;
  body?: Operations[Id]['body'] | Malformed;
  /** A member's, staff member's or integration key's bearer token. */
  token?: string;
  /**
   * The Idempotency-Key of an operation whose contract requires one: a new one for each call unless
   * given (a retry passes the first call's), none with null.
   */
  key?: string | null;
  remoteAddress?: string;
  headers?: Record<string, string>;
  /** false for an app whose answers are out of the contract on purpose (a broken gateway's 500). */
  checked?: boolean;
}

/**
 * An answer as tests read it: by position (`body.rooms[0].name`, `const [first] = body.rooms`). A
 * missing element fails the assertion on it anyway, so the first ten positions of an answer's arrays
 * index without noUncheckedIndexedAccess's `| undefined`; the rest of the type is the contract's.
 */
export type AsRead<T> = T extends (infer Item)[]
  ? Positions<AsRead<Item>>
  : T extends object
    ? { [Key in keyof T]: AsRead<T[Key]> }
    : T;
type Positions<I> = [I, I, I, I, I, I, I, I, I, I, ...I[]];

/**
 * The answer: its status, and its body as the contract has it (the success body, or an Error's fields);
 * its headers and bytes too, not enumerable, so that two answers compare by status and body.
 */
export interface OperationAnswer<Id extends OperationId> {
  status: number;
  body: OperationResponse<Id> extends undefined
    ? Partial<ContractError> | undefined
    : AsRead<OperationResponse<Id>> & Partial<ContractError>;
  headers: Awaited<ReturnType<FastifyInstance['inject']>>['headers'];
  /** The answer's bytes, for the operations that send a file (a PDF, an image, a CSV). */
  rawPayload: Buffer;
}

const requiresIdempotencyKey = (operationId: OperationId) =>
  (operation(operationId) as { parameters?: { $ref?: string }[] }).parameters?.some(
    (parameter) => parameter.$ref === '#/components/parameters/IdempotencyKey',
  ) ?? false;

function urlOf(operationId: OperationId, params: object = {}, query: object = {}): string {
  const path = operation(operationId).path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = (params as Record<string, unknown>)[name];
    if (value === undefined) throw new Error(`${operationId}: path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const one of [value].flat()) search.append(name, String(one));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** A non-JSON answer must be one the contract documents so (a file), never in place of its JSON. */
function refuseUndocumented(operationId: OperationId, status: number, mediaType: string): void {
  const documented = operation(operationId).responses[String(status)];
  if (!documented || documented.$ref || documented.content?.['application/json'] || !documented.content?.[mediaType]) {
    throw new Error(
      `${operationId} answered ${status} ${mediaType || 'without a body'}, which openapi.yaml does not document`,
    );
  }
}

/**
 * Calls an operation of openapi.yaml by its operationId through app.inject: method and path from the
 * contract, the path parameters, query, body, bearer token and (where the contract requires one) an
 * Idempotency-Key. The answer is typed by the operation, and its JSON body must match the contract
 * for its status.
 */
export async function callOperation<Id extends OperationId>(
  app: FastifyInstance,
  operationId: Id,
  call: OperationCall<Id> = {},
): Promise<OperationAnswer<Id>> {
  const { params, query, body, token, remoteAddress, checked = true } = call;
  const key = call.key === undefined && requiresIdempotencyKey(operationId) ? randomUUID() : call.key;
  const response = await app.inject({
    method: operation(operationId).method as InjectOptions['method'],
    url: urlOf(operationId, params, query),
    ...(body !== undefined && { payload: body as InjectOptions['payload'] }),
    ...(remoteAddress && { remoteAddress }),
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(key && { 'idempotency-key': key }),
      ...call.headers,
    },
  });
  const mediaType = String(response.headers['content-type'] ?? '').split(';')[0] ?? '';
  const json = mediaType === 'application/json' || mediaType.endsWith('+json');
  const answer = json ? response.json() : undefined;
  if (checked && json) assertMatchesContract(operationId, response.statusCode, answer, mediaType);
  else if (checked) refuseUndocumented(operationId, response.statusCode, mediaType);
  // Headers and bytes are there to read, not to compare: two answers are deepEqual by status and body.
  return Object.defineProperties(
    { status: response.statusCode, body: answer },
    { headers: { value: response.headers }, rawPayload: { value: response.rawPayload } },
  ) as OperationAnswer<Id>;
}
