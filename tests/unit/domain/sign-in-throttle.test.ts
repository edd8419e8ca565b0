import { describe, expect, it } from 'vitest';
import { minutesUntil, tooManyAttemptsMessage } from '#domain/accounts/sign-in-throttle.ts';

describe('sign-in throttle messages', () => {
  it('rounds the wait up to whole minutes, never below one', () => {
    expect(minutesUntil(15 * 60_000)).toBe(15);
    expect(minutesUntil(14 * 60_000 + 1)).toBe(15);
    expect(minutesUntil(1)).toBe(1);
    expect(minutesUntil(0)).toBe(1);
  });

  it('says how long to wait', () => {
    expect(tooManyAttemptsMessage(15 * 60_000)).toBe('Too many attempts, try again in 15 minutes');
    expect(tooManyAttemptsMessage(30_000)).toBe('Too many attempts, try again in 1 minute');
  });
});
