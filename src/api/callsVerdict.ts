import { gotNoAnswer } from './errors';

/**
 * Endpoints whose successful answers the service worker may give from its cache when the network
 * fails or is slow (src/lib/offlineRoutes.ts): such an answer says nothing of whether the server can
 * be reached. (Their failures do: the worker keeps only successful answers, and fails only when
 * neither the network nor its cache had one.)
 */
const MAY_COME_FROM_CACHE = new Set([
  'getHotelGuide',
  'getIconDisplay',
  'getHotelAsset',
  'getFacilityInfo',
  'getCheckinHistory',
  'getCheckinHistoryDetail',
]);

/** A query's or mutation's entry in the API's state (RTK Query), as far as it is read here. */
interface Call {
  status?: string;
  endpointName?: string;
  startedTimeStamp?: number;
  fulfilledTimeStamp?: number;
  error?: unknown;
}

/** The API's part of the store (reducerPath `providerApi`, src/api/baseApi.ts). */
export interface CallsState {
  providerApi?: { queries: Record<string, Call | undefined>; mutations: Record<string, Call | undefined> };
}

const aborted = (error: unknown) => /AbortError/.test(String((error as { error?: unknown }).error));

/** When the app's latest call that got no answer, and the latest call answered by the server, were made (0: none). */
function latest(state: CallsState): { noAnswer: number; answered: number } {
  let noAnswer = 0;
  let answered = 0;
  const { queries = {}, mutations = {} } = state.providerApi ?? {};
  for (const call of [...Object.values(queries), ...Object.values(mutations)]) {
    if (!call) continue;
    if (call.status === 'fulfilled') {
      if (!MAY_COME_FROM_CACHE.has(call.endpointName ?? ''))
        answered = Math.max(answered, call.fulfilledTimeStamp ?? 0);
    } else if (call.status !== 'rejected' || aborted(call.error)) continue;
    else if (gotNoAnswer(call.error)) noAnswer = Math.max(noAnswer, call.startedTimeStamp ?? 0);
    else answered = Math.max(answered, call.startedTimeStamp ?? 0);
  }
  return { noAnswer, answered };
}

/**
 * When the latest of the app's calls that got no answer at all (the network or the server could not
 * be reached) was made; 0 when none did. Read from the calls' outcomes kept in the store, so that
 * nothing is added to each call (or to the first download).
 */
export const lastNoAnswerAt = (state: CallsState): number => latest(state).noAnswer;
/** When the latest of the app's calls that the server answered (whatever its status) was made; 0 when none. */
export const lastAnswerAt = (state: CallsState): number => latest(state).answered;
