import { dateInZone, toIsoDate, zonedTimeToUtc } from '../booking/zoned-time.ts';

/** The business keeps its books in London time: a month starts at local midnight on its first day. */
const LONDON = 'Europe/London';

/** The first instant of the London month containing `now` (e.g. 1 April 00:00 BST = 31 March 23:00 UTC). */
export function londonMonthStart(now: Date): Date {
  const [year, month] = dateInZone(now, LONDON).split('-').map(Number) as [number, number];
  return zonedTimeToUtc(toIsoDate(year, month, 1), 0, LONDON);
}
