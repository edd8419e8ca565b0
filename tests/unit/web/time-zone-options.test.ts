import { describe, expect, it } from 'vitest';
import { fold, matchZones, zoneOption, zonesWith } from '#web/components/booking/time-zone-options.ts';

const WINTER = new Date('2026-01-15T12:00:00Z');
const SUMMER = new Date('2026-07-15T12:00:00Z');
const everyZone = (language: string) =>
  zonesWith('Europe/London').map((zone) => zoneOption(zone, language, WINTER));
const found = (query: string, language = 'en') =>
  matchZones(everyZone(language), query).map((option) => option.zone);

describe('the time-zone field’s zones', () => {
  it('labels a zone by its city and its offset from GMT at the time: "New York (GMT-5)", in summer "(GMT-4)"', () => {
    expect(zoneOption('America/New_York', 'en', WINTER).label).toBe('New York (GMT-5)');
    expect(zoneOption('America/New_York', 'en', SUMMER).label).toBe('New York (GMT-4)');
    expect(zoneOption('Asia/Tokyo', 'de', WINTER).label).toBe('Tokyo (GMT+9)');
    expect(zoneOption('America/Argentina/Buenos_Aires', 'fr', WINTER).label).toBe('Buenos Aires (GMT-3)');
  });

  it('names the zone and its long name in the page’s language under the label', () => {
    expect(zoneOption('Europe/Paris', 'en', WINTER).detail).toBe('Europe/Paris · Central European Time');
    expect(zoneOption('Europe/Paris', 'de', WINTER).detail).toMatch(/^Europe\/Paris · Mitteleuropäische/);
  });

  it('finds a zone by part of its city, in any case, with or without accents and underscores', () => {
    expect(found('new york')).toEqual(['America/New_York']);
    expect(found('NEW_YORK')).toEqual(['America/New_York']);
    expect(found('paris')).toEqual(['Europe/Paris']);
    expect(found('london')).toEqual(['Europe/London']);
    expect(found('sao paulo')).toEqual(['America/Sao_Paulo']);
    expect(found('São Paulo')).toEqual(['America/Sao_Paulo']);
    expect(found('zzz')).toEqual([]);
  });

  it('puts the cities that start with what was typed first, then those that hold it, then the rest', () => {
    const options = ['America/Denver', 'America/Edmonton', 'America/Montevideo'].map((zone) =>
      zoneOption(zone, 'en', WINTER),
    );
    // Denver's zone is "Mountain Time".
    expect(matchZones(options, 'mo').map((option) => option.zone)).toEqual([
      'America/Montevideo',
      'America/Edmonton',
      'America/Denver',
    ]);
  });

  it('shows and finds a renamed city by its name today, the browser knowing it by the old one', () => {
    expect(zoneOption('Asia/Calcutta', 'en', WINTER).label).toBe('Kolkata (GMT+5:30)');
    expect(found('kolkata')).toEqual(['Asia/Calcutta']);
    expect(found('calcutta')).toEqual(['Asia/Calcutta']);
    expect(found('kyiv')).toEqual(['Europe/Kiev']);
  });

  it('finds zones by their long name in English or the page’s language, and by their offset', () => {
    expect(found('eastern time')).toContain('America/New_York');
    expect(found('mitteleuropäische', 'de')).toContain('Europe/Berlin');
    expect(found('gmt+5:30')).toContain('Asia/Calcutta');
  });

  it('lists the visitor’s zone even when the browser names it differently', () => {
    // Chromium and Node name it Asia/Calcutta; another browser may say Asia/Kolkata.
    expect(zonesWith('Asia/Kolkata')[0]).toBe('Asia/Kolkata');
    expect(zonesWith('Europe/London').filter((zone) => zone === 'Europe/London')).toHaveLength(1);
  });

  it('folds text for matching: lower case, no accents, separators as spaces', () => {
    expect(fold('America/Port-au-Prince')).toBe('america port au prince');
    expect(fold('  Zürich ')).toBe('zurich');
  });
});
