/**
 * Requests to `path` reach the real server, but the answers to the first `lost` of them never come
 * back (a lost connection). Answers the Idempotency-Keys they were sent with, in order, and the
 * real fetch (for the test's own reads).
 */
export function loseAnswers(path: string, lost = 1) {
  const realFetch = global.fetch;
  const keys: string[] = [];
  jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (new URL(request.url).pathname !== path) return realFetch(input, init);
    keys.push(request.headers.get('Idempotency-Key')!);
    const answer = await realFetch(request);
    if (keys.length <= lost) throw new TypeError('Failed to fetch');
    return answer;
  });
  return { keys, realFetch };
}
