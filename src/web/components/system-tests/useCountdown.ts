import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until `until` (0 once it has passed, or when null), re-rendering every second. */
export function useCountdown(until: number | null): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      setTick((tick) => tick + 1);
      if (Date.now() >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000));
}

/**
 * The one countdown of a test page to its next allowed run, always from the server's figures: the
 * seconds it rendered the page with, a run's own wait (its `nextRunAt` less its `ranAt`, so a
 * visitor's wrong clock changes nothing) or a refusal's `retryAfterSeconds`.
 */
export function useRunCooldown(initialSeconds: number) {
  const [until, setUntil] = useState<number | null>(null);
  const counted = useCountdown(until);
  // The first render shows the server's figure as it is, so the server's HTML and hydration agree.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's figure counts from when it loaded, once.
  useEffect(() => {
    if (initialSeconds > 0) setUntil(Date.now() + initialSeconds * 1000);
  }, []);
  const waitAfterRun = useCallback(
    (run: { ranAt: string; nextRunAt: string }) =>
      setUntil(Date.now() + Date.parse(run.nextRunAt) - Date.parse(run.ranAt)),
    [],
  );
  const waitSeconds = useCallback((seconds: number) => setUntil(Date.now() + seconds * 1000), []);
  return { secondsLeft: until === null ? initialSeconds : counted, waitAfterRun, waitSeconds };
}
