import { bookingLocale } from './booking-format.ts';

/** A zone as the time-zone field offers it. */
export interface ZoneOption {
  /** The IANA name: "America/New_York". */
  zone: string;
  /** What the field shows: "New York (GMT-5)". */
  label: string;
  /** The line under it in the list: "America/New_York · Eastern Time" in the page's language. */
  detail: string;
  /** City, zone, offset and zone names in English and the page's language, folded for matching. */
  search: string;
  /** The city, folded: a match at its start ranks first. */
  city: string;
}

/** Lower case, accents off, and "_", "/" and "-" as spaces: "São_Paulo" and "sao paulo" meet. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[_/\-\s]+/g, ' ')
    .trim();
}

function zoneName(zone: string, locale: string, style: 'shortOffset' | 'longGeneric', now: Date): string {
  try {
    return (
      new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style })
        .formatToParts(now)
        .find((part) => part.type === 'timeZoneName')?.value ?? ''
    );
  } catch {
    return '';
  }
}

/**
 * Cities renamed since the browsers' zone names were fixed: ICU (Chromium, Node) lists India's zone as
 * "Asia/Calcutta", Ukraine's as "Europe/Kiev". The field shows and finds today's name too.
 */
const RENAMED_CITIES: Record<string, string> = {
  'Asia/Calcutta': 'Kolkata',
  'Asia/Saigon': 'Ho Chi Minh',
  'Europe/Kiev': 'Kyiv',
  'Asia/Rangoon': 'Yangon',
  'Asia/Katmandu': 'Kathmandu',
  'America/Godthab': 'Nuuk',
  'Atlantic/Faeroe': 'Faroe',
  'Pacific/Truk': 'Chuuk',
  'Pacific/Ponape': 'Pohnpei',
  'Pacific/Enderbury': 'Kanton',
};

/** "America/Argentina/Buenos_Aires" -> "Buenos Aires"; "UTC" stays. */
function cityOf(zone: string): string {
  return RENAMED_CITIES[zone] ?? (zone.split('/').pop() ?? zone).replaceAll('_', ' ');
}

/**
 * A zone's label and search text. The offset is written the same in every language ("GMT-5", as
 * English has it) so that it reads and matches alike; the zone's long name is in the page's language.
 */
export function zoneOption(zone: string, language: string, now = new Date()): ZoneOption {
  const city = cityOf(zone);
  const offset = zoneName(zone, 'en-US', 'shortOffset', now);
  const local = zoneName(zone, bookingLocale(language), 'longGeneric', now);
  const english = language === 'en' ? '' : zoneName(zone, 'en-US', 'longGeneric', now);
  return {
    zone,
    label: offset ? `${city} (${offset})` : city,
    detail: local && local !== offset ? `${zone} · ${local}` : zone,
    search: fold(`${city} ${zone} ${offset} ${local} ${english}`),
    city: fold(city),
  };
}

/** Every zone the browser knows, with the current one listed even if the browser names it differently. */
export function zonesWith(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

/*
 * Naming some 400 zones takes three Intl formatters each: about 0.3 s of a laptop's CPU in Chromium,
 * more than a second on a phone. They are made a few at a time while the browser is idle, before anyone
 * types; a search before they are all made finishes the rest at once.
 */
const made = new Map<string, ZoneOption[]>();

/**
 * How long one idle slice may name zones. An idle callback may run up to 50 ms, and a phone is several
 * times slower than the machine the browser measured that on: slices of the whole idle time were long
 * tasks of a quarter second on a phone (issue 42). A few milliseconds each stay short anywhere.
 */
const IDLE_SLICE_MS = 4;

function makeZones(language: string, more: () => boolean): ZoneOption[] {
  const zones = zonesWith('UTC');
  const options = made.get(language) ?? [];
  made.set(language, options);
  const now = new Date();
  while (options.length < zones.length && more()) {
    const zone = zones[options.length];
    if (zone) options.push(zoneOption(zone, language, now));
  }
  return options;
}

/** Starts naming the zones of a language while the browser is idle; returns how to stop. */
export function prepareZonesWhenIdle(language: string): () => void {
  let stopped = false;
  const step = (more: () => boolean) => {
    if (!stopped && makeZones(language, more).length < zonesWith('UTC').length) whenIdle(step);
  };
  whenIdle(step);
  return () => {
    stopped = true;
  };
}

/** `requestIdleCallback` (a slice of `IDLE_SLICE_MS` at most), or where a browser has none, every 50 ms. */
function whenIdle(work: (more: () => boolean) => void): void {
  const slice = (idleLeft: () => number) => {
    const end = performance.now() + IDLE_SLICE_MS;
    work(() => idleLeft() > 1 && performance.now() < end);
  };
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback((deadline) => slice(() => deadline.timeRemaining()));
    return;
  }
  setTimeout(() => slice(() => Number.POSITIVE_INFINITY), 50);
}

/** Every zone of a language, named (the rest made now if the idle time has not made them yet). */
export function allZoneOptions(current: string, language: string): ZoneOption[] {
  const options = makeZones(language, () => true);
  return options.some((option) => option.zone === current)
    ? options
    : [zoneOption(current, language), ...options];
}

/**
 * The zones a search matches, best first: every word of it must appear; the zones whose city starts
 * with it come first, then those whose city holds it, then the rest (a zone's or region's name).
 */
export function matchZones(options: readonly ZoneOption[], query: string): ZoneOption[] {
  const wanted = fold(query);
  if (!wanted) return [...options];
  const words = wanted.split(' ');
  const rank = (option: ZoneOption) =>
    option.city.startsWith(wanted) ? 0 : option.city.includes(wanted) ? 1 : 2;
  return options
    .filter((option) => words.every((word) => option.search.includes(word)))
    .map((option) => ({ option, rank: rank(option) }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ option }) => option);
}
