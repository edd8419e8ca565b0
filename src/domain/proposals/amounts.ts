/** Pounds as typed in a form ("1250", "1,250.5", "£1000.01") → integer pence; null when it is not one. */
export function poundsToPence(text: string): number | null {
  const cleaned = text.trim().replace(/^£/, '').replaceAll(',', '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const [, pounds = '0', pence = ''] = match;
  return Number(pounds) * 100 + Number(pence.padEnd(2, '0'));
}

/** Integer pence → the form's pounds text: 100001 → "1000.01". */
export function penceToPounds(pence: number): string {
  return `${Math.trunc(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
}
