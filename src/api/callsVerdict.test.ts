import { lastAnswerAt, lastNoAnswerAt, type CallsState } from './callsVerdict';

const noAnswer = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
const state = (queries: NonNullable<CallsState['providerApi']>['queries']): CallsState => ({
  providerApi: { queries, mutations: {} },
});

describe('the calls’ verdict on the connection', () => {
  it('a call with no answer, after the last answered one, says the server cannot be reached', () => {
    const calls = state({
      a: { status: 'fulfilled', endpointName: 'getHotelCoupons', startedTimeStamp: 5, fulfilledTimeStamp: 10 },
      b: { status: 'rejected', endpointName: 'getUserInfo', startedTimeStamp: 20, error: noAnswer },
    });
    expect(lastNoAnswerAt(calls)).toBe(20);
    expect(lastAnswerAt(calls)).toBe(10);
  });

  it('an HTTP error is an answer; an aborted call and a pending one say nothing', () => {
    const calls = state({
      a: { status: 'rejected', endpointName: 'getUserInfo', startedTimeStamp: 30, error: { status: 500, data: {} } },
      b: {
        status: 'rejected',
        endpointName: 'getHotelCoupons',
        startedTimeStamp: 40,
        error: { ...noAnswer, error: 'AbortError: aborted' },
      },
      c: { status: 'pending', endpointName: 'getUserInfo', startedTimeStamp: 50 },
    });
    expect(lastNoAnswerAt(calls)).toBe(0);
    expect(lastAnswerAt(calls)).toBe(30);
  });

  it('a success the service worker may have given from its cache says nothing; its failure does', () => {
    const calls = state({
      a: { status: 'fulfilled', endpointName: 'getHotelGuide', startedTimeStamp: 60, fulfilledTimeStamp: 61 },
      b: { status: 'fulfilled', endpointName: 'getCheckinHistoryDetail', startedTimeStamp: 62, fulfilledTimeStamp: 63 },
      c: { status: 'rejected', endpointName: 'getCheckinHistory', startedTimeStamp: 55, error: noAnswer },
    });
    expect(lastAnswerAt(calls)).toBe(0);
    expect(lastNoAnswerAt(calls)).toBe(55);
  });
});
