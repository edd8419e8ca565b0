/** The business keeps its books in London time: a month starts at local midnight on its first day. */
const LONDON = 'Europe/London';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** London's offset from UTC at an instant, in milliseconds (0 in GMT, +1 h in BST). */
function londonOffsetMs(instant: Date): number {
  const fields: Record<string, number> = {};
  for (const part of parts.formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    fields.year ?? 0,
    (fields.month ?? 1) - 1,
    fields.day ?? 1,
    fields.hour ?? 0,
    fields.minute ?? 0,
    fields.second ?? 0,
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The first instant of the London month containing `now` (e.g. 1 April 00:00 BST = 31 March 23:00
 * UTC). London's clocks never change at midnight (they change at 01:00 UTC), so the offset read an
 * hour either side of the guess is the offset at local midnight.
 */
export function londonMonthStart(now: Date): Date {
  const local = new Date(now.getTime() + londonOffsetMs(now));
  const midnightAsUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1);
  const guess = new Date(midnightAsUtc - londonOffsetMs(new Date(midnightAsUtc)));
  return new Date(midnightAsUtc - londonOffsetMs(guess));
}
