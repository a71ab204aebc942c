import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';

/** A payment begun and not finished, as the screen and its frame (PaymentScreenFrame) see it. */
export interface FinishPayment {
  /** Whether a payment is begun and not finished: the frame shows its finishing view. */
  begun: boolean;
  run: (pay: () => Promise<void>) => Promise<void>;
  running: { readonly current: boolean };
  failed: boolean;
  fail: () => void;
  retry: () => void;
}

/**
 * A payment screen's card payment (or order) begun and not finished (a reload, a lost answer):
 * once `ready`, `resume` runs its remaining steps again as first sent, before anything else. `run`
 * sends one payment at a time (the screen's own and the resumed one never side by side; a call
 * while one runs does nothing). A resumed run that fails is `failed` until the guest asks to
 * `retry` (the finishing view's Try again); `fail` marks it so for a payment the screen sent.
 */
export function useFinishPayment<P>(
  pending: P | undefined,
  ready: boolean,
  resume: (pending: P) => Promise<void>,
): FinishPayment {
  const [failed, setFailed] = useState(false);
  const running = useRef(false);

  const run = useCallback(async (pay: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    try {
      await pay();
    } finally {
      running.current = false;
    }
  }, []);
  const fail = useCallback(() => setFailed(true), []);
  // Reads the screen's current values when it runs.
  const resumeNow = useEffectEvent((begun: P) => void run(() => resume(begun)).catch(fail));

  useEffect(() => {
    if (pending && ready && !running.current && !failed) resumeNow(pending);
  }, [pending, ready, failed]);

  return { begun: Boolean(pending), run, running, failed, fail, retry: () => setFailed(false) };
}
