import { describe, expect, it } from 'vitest';
import { truncateUserAgent } from '#domain/shared/user-agent.ts';

describe('truncateUserAgent', () => {
  it('keeps at most 500 characters of the user agent, and an empty one when absent', () => {
    expect(truncateUserAgent(undefined)).toBe('');
    expect(truncateUserAgent(null)).toBe('');
    expect(truncateUserAgent('x'.repeat(600))).toHaveLength(500);
  });
});
