// Compile-time checks, compiled by `tsc -p server/tsconfig.json` (npm run test:types), never run: each
// `@ts-expect-error` line is a mistake the handler table must refuse. Should the types loosen so that
// one compiles, tsc fails on the unused `@ts-expect-error`.
import type { OperationHandlers, OperationRequest, SomeHandlers } from '../../src/contract.ts';
import { HttpError, notFound } from '../../src/errors.ts';
import { createServiceHandlers } from '../../src/handlers/index.ts';

declare const table: OperationHandlers;

// What the server mounts is the whole table.
export const mounted: (...args: Parameters<typeof createServiceHandlers>) => OperationHandlers = createServiceHandlers;

// A renamed (or misspelt) handler: no operation has that name.
export const renamed = {
  // @ts-expect-error getHotelGuid is not an operationId of openapi.yaml
  getHotelGuid: table.getHotelGuide,
} satisfies SomeHandlers;

// A deleted handler: the table without one operation is not the table.
const { getHotelGuide: _deleted, ...withoutOne } = table;
// @ts-expect-error getHotelGuide is missing
export const deleted: OperationHandlers = withoutOne;

export const wrongAnswers = {
  // @ts-expect-error a wrong answer shape: getIconDisplay answers {icon_display: [...]}
  async getIconDisplay() {
    return { iconDisplay: [] };
  },
  // @ts-expect-error a value outside the contract's enum: logout answers {status: 'ok'}
  async logout() {
    return { status: 'done' as const };
  },
  // @ts-expect-error another operation's request: zipcodeSearch is not login
  async zipcodeSearch(request: OperationRequest<'login'>) {
    return { request, results: [] };
  },
} satisfies SomeHandlers;

export const wrongRequests = {
  async getIconDisplay(request) {
    // @ts-expect-error getIconDisplay's query has hotelId, nothing else
    void request.query.hotelCode;
    return { icon_display: [] };
  },
  async login(request) {
    // @ts-expect-error login's body has email and password, not a user name
    void request.body.username;
    return table.login(request, undefined as never);
  },
} satisfies SomeHandlers;

// An error's code is one of openapi.yaml's ErrorCode.
export const known = new HttpError(404, 'Not here.', 'hotel_not_found');
// @ts-expect-error no_such_code is not in ErrorCode
export const unknown = new HttpError(400, 'Nope.', 'no_such_code');
// @ts-expect-error nor with the notFound shorthand
export const unknownNotFound = notFound('Nope.', 'no_such_code');
