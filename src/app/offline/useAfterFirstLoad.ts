import { useEffect, useState } from 'react';

/**
 * True once the page has loaded and the browser is idle: what waits for it (the offline notices and
 * the service worker's registration) takes nothing from the first screen's download or start.
 */
export function useAfterFirstLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // Safari has no requestIdleCallback. (The load event fires once; after unmount it sets nothing seen.)
    const whenIdle = () => (window.requestIdleCallback ?? setTimeout)(() => setReady(true));
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle);
  }, []);
  return ready;
}
