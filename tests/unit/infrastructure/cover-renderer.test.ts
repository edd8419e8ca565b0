import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  COVER_HEIGHT,
  COVER_LAYOUTS,
  COVER_PALETTES,
  COVER_THEMES,
  COVER_TYPOGRAPHIES,
  COVER_WIDTH,
  type CoverDesign,
} from '#domain/blog/cover-design.ts';
import { COVER_PNG_OPTIONS, renderCoverPng, renderCoverSvg } from '#infrastructure/images/cover-renderer.ts';

const design = (overrides: Partial<CoverDesign> = {}): CoverDesign => ({
  theme: 'ai-innovation',
  layout: 'centered',
  palette: COVER_PALETTES[0] as CoverDesign['palette'],
  typography: COVER_TYPOGRAPHIES[0] as CoverDesign['typography'],
  ...overrides,
});

/** The lines of the title: the text elements of the first text group. */
function titleLines(svg: string): string[] {
  const group = /<g font-family=[^>]*>(.*?)<\/g>/.exec(svg)?.[1] ?? '';
  return [...group.matchAll(/<text [^>]*>(.*?)<\/text>/g)].map((match) => match[1] ?? '');
}

describe('cover rendering', () => {
  it('renders a 1200x630 PNG', async () => {
    const png = await renderCoverPng(
      { title: 'Weekly Catch-up: Robots, Rollouts & Rebuilds', content: 'This week we shipped.' },
      () => 0.3,
    );
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const metadata = await sharp(png).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', COVER_WIDTH, COVER_HEIGHT]);
  });

  it('escapes markup in the title and subtitle and still renders', async () => {
    const title = `<script>alert("x")</script> & 'friends'`;
    const svg = renderCoverSvg(design(), { title, subtitle: '<b>bold</b> & "quoted"' });
    expect(svg).not.toMatch(/<script|<b>/);
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('&amp;');
    expect(svg).toContain('&quot;x&quot;');
    expect(svg).toContain('&apos;friends&apos;');
    const png = await renderCoverPng({ title, content: '<b>bold</b> & "quoted"' });
    expect((await sharp(png).metadata()).width).toBe(COVER_WIDTH);
  });

  it('drops characters XML cannot carry', async () => {
    const svg = renderCoverSvg(design(), { title: 'Bell\u0007 and \uD800 lone half', subtitle: '' });
    expect(svg.includes('\u0007') || svg.includes('\uD800')).toBe(false);
    expect((await sharp(Buffer.from(svg)).metadata()).width).toBe(COVER_WIDTH);
  });

  it('keeps a 300-character title to at most four lines ending in an ellipsis', async () => {
    const title = 'A very long title about painting, ventures, engineering and coaching '
      .repeat(5)
      .slice(0, 300);
    for (const layout of COVER_LAYOUTS) {
      const lines = titleLines(renderCoverSvg(design({ layout }), { title, subtitle: 'Subtitle' }));
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.length).toBeLessThanOrEqual(4);
      expect(lines.at(-1)).toMatch(/…$/);
    }
    const png = await renderCoverPng({ title, content: '' });
    expect((await sharp(png).metadata()).height).toBe(COVER_HEIGHT);
  });

  it('keeps a short title on one large line', () => {
    const svg = renderCoverSvg(design(), { title: 'Hello', subtitle: '' });
    expect(titleLines(svg)).toEqual(['Hello']);
    expect(svg).toMatch(/font-size="8\d"/);
  });

  it('draws the same SVG for the same design and text, with no external resources', () => {
    const text = { title: 'Seeking universal truth', subtitle: 'Honest questions.' };
    const svg = renderCoverSvg(design({ theme: 'truth-seeking' }), text);
    expect(renderCoverSvg(design({ theme: 'truth-seeking' }), text)).toBe(svg);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="630"/);
    expect(svg).not.toMatch(/<image|href=|@import|url\((?!#)/);
  });

  it('renders every layout with every palette (and every theme and typography along the way)', async () => {
    const jobs: CoverDesign[] = [];
    COVER_LAYOUTS.forEach((layout, layoutIndex) => {
      COVER_PALETTES.forEach((palette, paletteIndex) => {
        const index = layoutIndex * COVER_PALETTES.length + paletteIndex;
        jobs.push({
          layout,
          palette,
          theme: COVER_THEMES[index % COVER_THEMES.length] ?? 'abstract',
          typography: COVER_TYPOGRAPHIES[index % COVER_TYPOGRAPHIES.length] ?? design().typography,
        });
      });
    });
    const sizes = await Promise.all(
      jobs.map(async (job) => {
        const svg = renderCoverSvg(job, { title: `${job.layout} ${job.palette.name}`, subtitle: job.theme });
        const { info } = await sharp(Buffer.from(svg))
          .png(COVER_PNG_OPTIONS)
          .toBuffer({ resolveWithObject: true });
        return [info.width, info.height];
      }),
    );
    expect(sizes).toHaveLength(64);
    for (const size of sizes) expect(size).toEqual([COVER_WIDTH, COVER_HEIGHT]);
  }, 20_000);
});
