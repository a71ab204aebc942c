import { useEffect, useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import { lastAnswerAt, lastNoAnswerAt } from '@/api/callsVerdict';
import { connectivitySnapshot, isOffline, recheckServer, subscribeConnectivity } from '@/lib/connectivityWatch';

/**
 * Whether the app is offline (src/lib/connectivityWatch.ts): the browser says so, or its latest call
 * got no answer. While that is so and the browser says online, the server is asked again now and then.
 */
export function useOffline(): boolean {
  const noAnswerAt = useSelector(lastNoAnswerAt);
  const answerAt = useSelector(lastAnswerAt);
  useSyncExternalStore(subscribeConnectivity, connectivitySnapshot, () => '');
  const offline = isOffline(noAnswerAt, answerAt);
  const byCalls = offline && navigator.onLine;
  useEffect(() => (byCalls ? recheckServer() : undefined), [byCalls]);
  return offline;
}
