import { describe, expect, it } from 'vitest';
import { MUSIC_ANCHORS, MUSIC_ITEMS, musicItemUrl } from '#web/components/home/music-items.ts';
import { VENTURES, ventureHref } from '#web/components/home/ventures.ts';

describe('venture cards', () => {
  it('sends a booking path without a leading / to /booking/{path}', () => {
    expect(ventureHref('/projects/medai')).toBe('/projects/medai');
    expect(ventureHref('mix-marshall-arts')).toBe('/booking/mix-marshall-arts');
  });

  it('has the six ventures in order; Tag my Thing, music and Mix Marshall Arts open modals', () => {
    expect(
      VENTURES.map((venture) => [venture.key, venture.opens ?? ventureHref(venture.bookingPath)]),
    ).toEqual([
      ['maiWill', 'tagMyThing'],
      ['medAI', '/projects/medai'],
      ['music', 'music'],
      ['electricians', '/epie-electricians'],
      ['education', '/educational-initiative'],
      ['mixMarshall', 'mixMarshall'],
    ]);
  });
});

describe('music items', () => {
  it('are the four works of the spec, each with its anchor', () => {
    expect(MUSIC_ITEMS.map((item) => [item.date, item.title, item.mediaType, item.platform])).toEqual([
      ['2025', 'ONE', 'youtube', 'YouTube'],
      ['2021', 'Find a Way', 'soundcloud', 'SoundCloud'],
      ['2010', 'White Man', 'tiktok', 'TikTok'],
      ['2022', 'The Truth Explained', 'instagram', 'Instagram'],
    ]);
    expect(MUSIC_ANCHORS).toEqual([
      'one-latest-poetry-performance',
      'find-a-way',
      'white-man',
      'the-truth-explained',
    ]);
  });

  it('embed only from the platforms’ embed hosts, over https', () => {
    const hosts = MUSIC_ITEMS.map((item) => new URL(item.embedUrl)).map(
      (url) => `${url.protocol}//${url.host}`,
    );
    expect(hosts).toEqual([
      'https://www.youtube-nocookie.com',
      'https://w.soundcloud.com',
      'https://www.tiktok.com',
      'https://www.instagram.com',
    ]);
  });

  it('share the home page opened at the item', () => {
    expect(musicItemUrl('https://example.com', 'white-man')).toBe('https://example.com/#white-man');
  });
});
