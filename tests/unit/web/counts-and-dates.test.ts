import { describe, expect, it } from 'vitest';
import { intlLocale } from '#web/i18n/intl-locale.ts';
import type { Language } from '#web/i18n/languages.ts';
import { formatDateTime, formatPostDate, formatZonedDateTime } from '#web/lib/format.ts';
import { pageTranslator } from '../../fixtures/page-translator.ts';

const translator = (lang: Language) => pageTranslator(lang);

describe('counts in the reader language', () => {
  it('says "0 gostos" and "1 gosto" in Portuguese (European rules: 0 is plural)', () => {
    const t = translator('pt');
    expect(t('post.likes', { count: 0 })).toBe('0 gostos');
    expect(t('post.likes', { count: 1 })).toBe('1 gosto');
    expect(t('blog.count', { count: 0 })).toBe('0 artigos encontrados');
  });

  it('says "0 vue" and "1 vue" in French, where 0 is singular, and "2 vues"', () => {
    const t = translator('fr');
    expect(t('post.views', { count: 0 })).toBe('0 vue');
    expect(t('post.views', { count: 2 })).toBe('2 vues');
  });

  it('uses the "many" form for a million in French instead of falling back to English', () => {
    expect(translator('fr')('blog.views', { count: 1_000_000 })).toBe('1000000 de vues');
  });

  it('keeps English "1 view" and "0 views"', () => {
    const t = translator('en');
    expect(t('post.views', { count: 1 })).toBe('1 view');
    expect(t('post.views', { count: 0 })).toBe('0 views');
    expect(t('blog.moreTags', { count: 2 })).toBe('+2 more');
  });
});

describe('formatPostDate', () => {
  const iso = '2025-06-02T09:00:00.000Z';

  it('writes English dates the British way, as the UK site paid in GBP (issue 30)', () => {
    expect(formatPostDate(iso, 'en')).toBe('2 June 2025');
    expect(formatDateTime('2026-11-27T08:50:00.000Z', 'en')).toBe('27 Nov 2026, 08:50');
    expect(new Intl.DateTimeFormat(intlLocale('en')).resolvedOptions().locale).toBe('en-GB');
  });

  it.each([
    ['de', '2. Juni 2025'],
    ['fr', '2 juin 2025'],
    ['it', '2 giugno 2025'],
    ['es', '2 de junio de 2025'],
    ['pt', '2 de junho de 2025'],
  ] as const)('writes the date the %s way: %s', (language, expected) => {
    expect(formatPostDate(iso, language)).toBe(expected);
  });

  it('uses the owner zone (London) for the day, so server and browser agree', () => {
    expect(formatPostDate('2025-06-01T23:30:00.000Z', 'en')).toBe('2 June 2025');
  });

  it("writes a client's day and time in their own zone, the time with the zone named (issue 43, item 8)", () => {
    expect(formatZonedDateTime('2026-11-27T08:50:00.000Z', 'es', 'Europe/Madrid')).toBe(
      '27 nov 2026, 9:50 (Europe/Madrid)',
    );
    expect(formatZonedDateTime('2026-07-01T08:50:00.000Z', 'en', 'America/New_York')).toBe(
      '1 Jul 2026, 04:50 (America/New_York)',
    );
    expect(formatPostDate('2025-06-01T22:30:00.000Z', 'es', 'Europe/Madrid')).toBe('2 de junio de 2025');
    expect(formatPostDate('2025-06-02T02:30:00.000Z', 'en', 'America/New_York')).toBe('1 June 2025');
  });
});
