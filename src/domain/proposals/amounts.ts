/**
 * Pounds as typed in a form ("1250", "1,250.5", "£1000.01") → integer pence; null when it is not one.
 * A comma only separates thousands: "12,50" (a decimal comma) is refused, never read as £1,250. Any
 * number of digits is an amount (capped at the largest safe integer), so one too large is refused
 * for its size by the caller's maximum, not as unreadable.
 */
export function poundsToPence(text: string): number | null {
  const typed = text.trim().replace(/^£/, '');
  if (!/^(\d+|\d{1,3}(,\d{3})+)(\.\d*)?$/.test(typed)) return null;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(typed.replaceAll(',', ''));
  if (!match) return null;
  const [, pounds = '0', pence = ''] = match;
  return Math.min(Number(pounds) * 100 + Number(pence.padEnd(2, '0')), Number.MAX_SAFE_INTEGER);
}

/** Integer pence → the form's pounds text: 100001 → "1000.01". */
export function penceToPounds(pence: number): string {
  return `${Math.trunc(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
}
