import { describe, expect, it } from 'vitest';
import { londonMonthStart } from '#domain/clients/london-month.ts';

const start = (iso: string) => londonMonthStart(new Date(iso)).toISOString();

describe('londonMonthStart', () => {
  it('starts a summer (BST) month at London midnight, the previous evening in UTC', () => {
    // 1 April 00:30 in London is 31 March 23:30 UTC: already April in London.
    expect(start('2026-03-31T23:30:00Z')).toBe('2026-03-31T23:00:00.000Z');
    // 31 March 22:59 UTC is 23:59 BST on 31 March: still March, which began in GMT.
    expect(start('2026-03-31T22:59:00Z')).toBe('2026-03-01T00:00:00.000Z');
  });

  it('starts a winter (GMT) month at midnight UTC', () => {
    expect(start('2026-12-01T00:00:00Z')).toBe('2026-12-01T00:00:00.000Z');
    expect(start('2026-11-30T23:59:59Z')).toBe('2026-11-01T00:00:00.000Z');
    expect(start('2027-01-15T12:00:00Z')).toBe('2027-01-01T00:00:00.000Z');
  });

  it('reads November from a BST October correctly across the clocks going back', () => {
    // October began in BST; the clocks went back on 25 October 2026.
    expect(start('2026-10-31T23:30:00Z')).toBe('2026-09-30T23:00:00.000Z');
    expect(start('2026-11-01T00:00:00Z')).toBe('2026-11-01T00:00:00.000Z');
    expect(start('2026-10-29T10:00:00Z')).toBe('2026-09-30T23:00:00.000Z');
  });

  it('handles the day the clocks go forward and the first of a month in a leap year', () => {
    expect(start('2026-03-29T01:30:00Z')).toBe('2026-03-01T00:00:00.000Z');
    expect(start('2028-02-29T23:59:00Z')).toBe('2028-02-01T00:00:00.000Z');
  });
});
