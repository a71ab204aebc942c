import { useEffect, useState } from 'react';

/**
 * Whether `deadline` (an ISO instant, or null for none) is still ahead: true until it passes, then
 * false (the component renders again at that moment).
 */
export function useUntil(deadline: string | null): boolean {
  const over = (at: string) => Date.parse(at) <= Date.now();
  // The deadline seen passing.
  const [passed, setPassed] = useState<string | null>(() => (deadline !== null && over(deadline) ? deadline : null));
  useEffect(() => {
    if (deadline === null) return;
    const timer = window.setTimeout(() => setPassed(deadline), Math.max(0, Date.parse(deadline) - Date.now()));
    return () => window.clearTimeout(timer);
  }, [deadline]);
  return deadline !== null && passed !== deadline;
}
