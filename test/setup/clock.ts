/**
 * The phone's clock stopped at `iso` for a screen test: only Date is faked, so the timers, the
 * network and the real API server run as they do (Testing Library's waitFor too), and a screen
 * that looks at the clock again on a timer sees the time jest.setSystemTime moves it to.
 * Undo with jest.useRealTimers().
 */
export function stopClockAt(iso: string) {
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
