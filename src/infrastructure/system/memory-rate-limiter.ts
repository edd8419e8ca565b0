import type { Clock, RateLimiter, RateLimitState } from '#application/shared/ports.ts';

/**
 * Fixed-window counters, as the database limiter keeps them: the first hit opens a window of
 * `windowMs` on the clock, later hits count within it, and a hit after it ends starts again at 1.
 * Kept in the process's memory: for limits that must write nothing (a visitor's test run), on a
 * site of one web process. Closed windows are dropped as new ones open, so it cannot grow unbounded.
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; expiresAt: number }>();
  private readonly clock: Clock;

  constructor(clock: Clock = { now: () => new Date() }) {
    this.clock = clock;
  }

  /** The live count of every key whose window is still open. */
  get counts(): ReadonlyMap<string, number> {
    const now = this.clock.now().getTime();
    const live = new Map<string, number>();
    for (const [key, window] of this.windows) if (window.expiresAt > now) live.set(key, window.count);
    return live;
  }

  async hit(key: string, windowMs: number): Promise<RateLimitState> {
    const now = this.clock.now().getTime();
    const window = this.windows.get(key);
    if (!window || window.expiresAt <= now) {
      this.dropClosedWindows(now);
      this.windows.set(key, { count: 1, expiresAt: now + windowMs });
    } else window.count += 1;
    return this.state(key);
  }

  async release(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.expiresAt > this.clock.now().getTime() && window.count > 0) window.count -= 1;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private state(key: string): RateLimitState {
    const now = this.clock.now().getTime();
    const window = this.windows.get(key);
    if (!window || window.expiresAt <= now) return { count: 0, retryAfterMs: 0 };
    return { count: window.count, retryAfterMs: window.expiresAt - now };
  }

  private dropClosedWindows(now: number): void {
    for (const [key, window] of this.windows) if (window.expiresAt <= now) this.windows.delete(key);
  }
}
