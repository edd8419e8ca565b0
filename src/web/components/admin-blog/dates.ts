import { useEffect, useState } from 'react';
import { intlLocale } from '../../i18n/intl-locale.ts';

/** The owner's zone, used until the browser says which zone it is in (server and first render agree). */
const SERVER_TIME_ZONE = 'Europe/London';

/** The zone the owner's browser is in; the server's guess until hydration, so both render the same. */
export function useTimeZone(): string {
  const [zone, setZone] = useState(SERVER_TIME_ZONE);
  useEffect(() => setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || SERVER_TIME_ZONE), []);
  return zone;
}

/** "2 Jun 2025, 09:00 BST" in the reader's language and the given zone. */
export function formatDateTime(iso: string, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** A `datetime-local` value (the browser's wall-clock time) as an ISO instant; null when empty or invalid. */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An instant as a `datetime-local` value in the browser's zone. */
export function isoToLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
