import { describe, expect, it } from 'vitest';
import {
  COVER_LAYOUTS,
  COVER_PALETTES,
  COVER_THEME_LABELS,
  COVER_THEMES,
  COVER_TYPOGRAPHIES,
  contrastRatio,
  coverSubtitle,
  coverThemeFor,
  pickCoverDesign,
  wrapTitle,
} from '#domain/blog/cover-design.ts';

/** mulberry32: a seeded stand-in for Math.random. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('cover theme', () => {
  it.each([
    ['Weekly Catch-up: Robots, Rollouts & Rebuilds', 'weekly-update'],
    ['Product update and rollout notes', 'weekly-update'],
    ['Prayer, faith and the quiet church', 'religious-tech'],
    ['Seeking universal truth in a noisy world', 'truth-seeking'],
    ['An honest look at what we know', 'truth-seeking'],
    ['How AI and automation change the studio', 'ai-innovation'],
    ['What an LLM taught me about machine learning', 'ai-innovation'],
    ['Reunited with old friends after twenty years', 'human-connection'],
    ['Family, community and love', 'human-connection'],
    ['The philosophy of consciousness', 'digital-philosophy'],
    ['Meaning in a virtual world', 'digital-philosophy'],
  ] as const)('reads %j as %s', (title, theme) => {
    expect(coverThemeFor(title, '')).toBe(theme);
  });

  it('falls back to abstract when neither title nor content has a keyword', () => {
    expect(coverThemeFor('Notes from the studio', 'Paint, canvas and patience.')).toBe('abstract');
    expect(coverThemeFor('', '')).toBe('abstract');
  });

  it('makes faith next to technology religious-tech, however many tech words there are', () => {
    expect(coverThemeFor('How the church can use AI, LLMs and automation', '')).toBe('religious-tech');
  });

  it('lets the title decide before the content', () => {
    expect(coverThemeFor('Reunited with family', 'AI, robots, automation and machine learning.')).toBe(
      'human-connection',
    );
  });

  it('asks the content when the title has no keyword', () => {
    expect(coverThemeFor('Notes from March', 'We trained a robot with machine learning.')).toBe(
      'ai-innovation',
    );
  });

  it('ignores case', () => {
    expect(coverThemeFor('THE TRUTH', '')).toBe('truth-seeking');
    expect(coverThemeFor('Ai In Practice', '')).toBe('ai-innovation');
    expect(coverThemeFor('gOD and us', '')).toBe('religious-tech');
  });

  it('matches whole words only (a maid is not an AI, Godzilla is not God)', () => {
    expect(coverThemeFor('The maid said', 'Godzilla rained on the parade.')).toBe('abstract');
    expect(coverThemeFor('Weekday', 'Friendly truthful updated')).toBe('abstract');
  });

  it('accepts a plural and hyphens or spaces in phrases', () => {
    expect(coverThemeFor('Robots at home', '')).toBe('ai-innovation');
    expect(coverThemeFor('A quick catch up', '')).toBe('weekly-update');
  });

  it('gives the most hits the win and breaks ties in the documented order', () => {
    expect(coverThemeFor('AI, robots and the truth', '')).toBe('ai-innovation');
    expect(coverThemeFor('AI and the truth', '')).toBe('truth-seeking');
    expect(coverThemeFor('Weekly AI', '')).toBe('weekly-update');
    expect(COVER_THEMES.at(-1)).toBe('abstract');
  });
});

describe('cover styles', () => {
  it('has 8 layouts, 8 palettes and 5 typographies with distinct names', () => {
    expect(new Set(COVER_LAYOUTS).size).toBe(8);
    expect(new Set(COVER_PALETTES.map((palette) => palette.name)).size).toBe(8);
    expect(new Set(COVER_TYPOGRAPHIES.map((typography) => typography.name)).size).toBe(5);
  });

  it('reaches every layout, palette and typography with a seeded random', () => {
    const random = seeded(42);
    const designs = Array.from({ length: 300 }, () =>
      pickCoverDesign({ title: 'Hello', content: '' }, random),
    );
    expect(new Set(designs.map((design) => design.layout))).toEqual(new Set(COVER_LAYOUTS));
    expect(new Set(designs.map((design) => design.palette))).toEqual(new Set(COVER_PALETTES));
    expect(new Set(designs.map((design) => design.typography))).toEqual(new Set(COVER_TYPOGRAPHIES));
  });

  it('gives the same design for the same seed', () => {
    const input = { title: 'Weekly catch-up', content: 'Robots.' };
    const first = Array.from({ length: 5 }, () => pickCoverDesign(input, seeded(7)));
    expect(new Set(first.map((design) => JSON.stringify(design))).size).toBe(1);
    expect(pickCoverDesign(input, seeded(7))).toEqual(pickCoverDesign(input, seeded(7)));
    expect(pickCoverDesign(input, seeded(7)).theme).toBe('weekly-update');
  });

  it('maps the ends of the random range to the first and last style', () => {
    const low = pickCoverDesign({ title: '', content: '' }, () => 0);
    const high = pickCoverDesign({ title: '', content: '' }, () => 0.999999);
    expect([low.layout, low.palette, low.typography]).toEqual([
      COVER_LAYOUTS[0],
      COVER_PALETTES[0],
      COVER_TYPOGRAPHIES[0],
    ]);
    expect([high.layout, high.palette, high.typography]).toEqual([
      COVER_LAYOUTS.at(-1),
      COVER_PALETTES.at(-1),
      COVER_TYPOGRAPHIES.at(-1),
    ]);
  });

  it.each(COVER_PALETTES.map((palette) => [palette.name, palette] as const))(
    'gives the %s palette a title colour of at least 7:1 and a subtitle of at least 4.5:1',
    (_name, palette) => {
      for (const ground of [...palette.background, palette.surface]) {
        expect(contrastRatio(palette.text, ground)).toBeGreaterThanOrEqual(7);
        expect(contrastRatio(palette.subtle, ground)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('uses fonts that ship with Debian (DejaVu) first in every stack', () => {
    for (const typography of COVER_TYPOGRAPHIES) expect(typography.fontFamily).toMatch(/^'DejaVu /);
  });
});

describe('title wrapping', () => {
  it('wraps greedily at word boundaries', () => {
    expect(wrapTitle('The quick brown fox jumps over the lazy dog', 15, 4)).toEqual([
      'The quick brown',
      'fox jumps over',
      'the lazy dog',
    ]);
  });

  it('ends the last allowed line with an ellipsis that still fits', () => {
    const lines = wrapTitle('one two three four five six seven eight nine ten', 10, 2);
    expect(lines).toEqual(['one two', 'three…']);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(10);
  });

  it('cuts a word longer than a line', () => {
    expect(wrapTitle('Supercalifragilistic', 8, 4)).toEqual(['Supercal', 'ifragili', 'stic']);
  });

  it('measures with the given function', () => {
    const wideW = (text: string) =>
      [...text].reduce((sum, character) => sum + (character === 'W' ? 2 : 1), 0);
    expect(wrapTitle('WWW aaa', 6, 2, wideW)).toEqual(['WWW', 'aaa']);
    expect(wrapTitle('aaa aa', 6, 2, wideW)).toEqual(['aaa aa']);
  });

  it('collapses whitespace and returns nothing for an empty title', () => {
    expect(wrapTitle('  a \n b  ', 10, 2)).toEqual(['a b']);
    expect(wrapTitle('   ', 10, 2)).toEqual([]);
  });
});

describe('cover subtitle', () => {
  it('is the first sentence of the content as plain text, headings skipped', () => {
    expect(
      coverSubtitle(
        '## Hello\n\nThis **week** we shipped [three things](https://x.test). More soon.',
        'abstract',
      ),
    ).toBe('This week we shipped three things.');
    expect(coverSubtitle('> A _quoted_ start\n- and a list', 'abstract')).toBe('A quoted start and a list');
  });

  it('is cut at a word with an ellipsis when long', () => {
    const subtitle = coverSubtitle(`${'word '.repeat(40)}end.`, 'abstract');
    expect(subtitle.length).toBeLessThanOrEqual(90);
    expect(subtitle).toMatch(/word…$/);
  });

  it('falls back to the theme label for empty content', () => {
    expect(coverSubtitle('  ', 'truth-seeking')).toBe(COVER_THEME_LABELS['truth-seeking']);
    expect(coverSubtitle('```\ncode only\n```', 'ai-innovation')).toBe(COVER_THEME_LABELS['ai-innovation']);
  });
});
