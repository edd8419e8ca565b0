import {
  COVER_HEIGHT,
  COVER_WIDTH,
  type CoverDesign,
  type CoverLayout,
  type CoverPalette,
  type CoverTypography,
  coverSubtitle,
  pickCoverDesign,
  wrapTitle,
} from '#domain/blog/cover-design.ts';

import { type Box, MOTIFS, type Random, r1, seededRandom } from './cover-motifs.ts';
import { loadSharp } from './load-sharp.ts';

const MAX_TITLE_LINES = 4;
const MIN_TITLE_SIZE = 40;
const SUBTITLE_SIZE = 26;
const MAX_SUBTITLE_LINES = 2;
const KICKER_HEIGHT = 44;
const TITLE_SUBTITLE_GAP = 26;
// Widths are estimated per character class (see GLYPH_WIDTHS); a small margin covers the rest.
const WIDTH_SAFETY = 1.03;

/**
 * Advance widths in em of the DejaVu faces (measured through librsvg), per character class: narrow
 * letters and punctuation, other lower case, other upper case, the widest (m, w, M, W, &, …).
 */
interface GlyphWidths {
  narrow: number;
  lower: number;
  upper: number;
  wide: number;
  digit: number;
  space: number;
}

const SANS_BOLD: GlyphWidths = { narrow: 0.42, lower: 0.68, upper: 0.77, wide: 1.1, digit: 0.7, space: 0.35 };
const SANS: GlyphWidths = { narrow: 0.36, lower: 0.61, upper: 0.7, wide: 0.99, digit: 0.64, space: 0.32 };
const MONO: GlyphWidths = {
  narrow: 0.602,
  lower: 0.602,
  upper: 0.602,
  wide: 0.602,
  digit: 0.602,
  space: 0.602,
};

/** Per typography: the title's face, then the subtitle's (the same family at regular weight). */
const GLYPH_WIDTHS: Record<string, { title: GlyphWidths; subtitle: GlyphWidths }> = {
  'modern-sans': { title: SANS_BOLD, subtitle: SANS },
  'editorial-serif': {
    title: { narrow: 0.42, lower: 0.67, upper: 0.81, wide: 1.12, digit: 0.7, space: 0.35 },
    subtitle: { narrow: 0.37, lower: 0.61, upper: 0.76, wide: 1.03, digit: 0.64, space: 0.32 },
  },
  'condensed-caps': {
    title: { narrow: 0.38, lower: 0.61, upper: 0.7, wide: 0.99, digit: 0.63, space: 0.31 },
    subtitle: { narrow: 0.31, lower: 0.55, upper: 0.63, wide: 0.89, digit: 0.57, space: 0.28 },
  },
  'mono-tech': { title: MONO, subtitle: MONO },
  'light-display': { title: SANS, subtitle: SANS },
};

const NARROW = new Set("ijlIJftr.,:;'!|()[]-/`".split(''));
const WIDE = new Set('mwMW@%&…—'.split(''));

function measureWith(widths: GlyphWidths, size: number, letterSpacing: number) {
  return (text: string): number => {
    let em = 0;
    for (const character of text) {
      if (character === ' ') em += widths.space;
      else if (NARROW.has(character)) em += widths.narrow;
      else if (WIDE.has(character)) em += widths.wide;
      else if (character >= '0' && character <= '9') em += widths.digit;
      else if (character !== character.toLowerCase()) em += widths.upper;
      else em += widths.lower;
      em += letterSpacing;
    }
    return em * size * WIDTH_SAFETY;
  };
}

function glyphWidths(typography: CoverTypography) {
  return GLYPH_WIDTHS[typography.name] ?? { title: SANS_BOLD, subtitle: SANS };
}

/** The largest size (down to 40px) at which the title wraps into at most four lines inside the box. */
function fitTitle(title: string, typography: CoverTypography, box: Box, maxSize: number) {
  const text = typography.uppercase ? title.toLocaleUpperCase('en') : title;
  const widths = glyphWidths(typography).title;
  for (let fontSize = maxSize; fontSize > MIN_TITLE_SIZE; fontSize -= 2) {
    const measure = measureWith(widths, fontSize, typography.letterSpacing);
    const lines = wrapTitle(text, box.width, Number.POSITIVE_INFINITY, measure);
    const fitsHeight = lines.length * fontSize * typography.lineHeight <= box.height;
    if (lines.length <= MAX_TITLE_LINES && fitsHeight) return { lines, fontSize };
  }
  const fontSize = MIN_TITLE_SIZE;
  const maxLines = Math.min(MAX_TITLE_LINES, Math.floor(box.height / (fontSize * typography.lineHeight)));
  const measure = measureWith(widths, fontSize, typography.letterSpacing);
  return { lines: wrapTitle(text, box.width, Math.max(1, maxLines), measure), fontSize };
}

/** XML 1.0 allows tab, line feed and carriage return below U+0020, and neither U+FFFE nor U+FFFF. */
function isXmlCharacter(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  return code !== 0xfffe && code !== 0xffff;
}

function escapeXml(text: string): string {
  return [...text.toWellFormed()]
    .filter(isXmlCharacter)
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

// ---- Layouts: where the motif goes, what panels sit under the text, and the text box ----

interface LayoutPlan {
  /** Everything between the background and the text. */
  body: string;
  text: Box;
  align: 'start' | 'middle';
  maxTitleSize: number;
}

type DrawMotif = (box: Box, opacity: number, fade?: 'left' | 'bottom') => string;

const FULL: Box = { x: 0, y: 0, width: COVER_WIDTH, height: COVER_HEIGHT };

/** A soft patch of the background's middle colour behind centred text, so motifs never fight it. */
function veil(palette: CoverPalette, box: Box): string {
  const colour = palette.background[1];
  return `<defs><radialGradient id="veil"><stop offset="0" stop-color="${colour}" stop-opacity="0.94"/><stop offset="0.6" stop-color="${colour}" stop-opacity="0.82"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient></defs><ellipse cx="${box.x + box.width / 2}" cy="${box.y + box.height / 2}" rx="${r1(box.width * 0.68)}" ry="${r1(box.height * 0.7)}" fill="url(#veil)"/>`;
}

const LAYOUTS: Record<CoverLayout, (palette: CoverPalette, motif: DrawMotif) => LayoutPlan> = {
  centered: (palette, motif) => {
    const text = { x: 150, y: 90, width: 900, height: 450 };
    return { body: motif(FULL, 0.5) + veil(palette, text), text, align: 'middle', maxTitleSize: 84 };
  },
  'left-column': (_palette, motif) => ({
    body: motif({ x: 660, y: 0, width: 540, height: COVER_HEIGHT }, 1, 'left'),
    text: { x: 80, y: 80, width: 600, height: 470 },
    align: 'start',
    maxTitleSize: 76,
  }),
  'split-panel': (palette, motif) => ({
    body: `${motif({ x: 640, y: 0, width: 560, height: COVER_HEIGHT }, 1)}<rect width="640" height="${COVER_HEIGHT}" fill="${palette.surface}"/><rect x="640" width="8" height="${COVER_HEIGHT}" fill="${palette.accents[0]}"/>`,
    text: { x: 72, y: 80, width: 520, height: 470 },
    align: 'start',
    maxTitleSize: 72,
  }),
  'bottom-band': (palette, motif) => ({
    body: `${motif({ x: 0, y: 0, width: COVER_WIDTH, height: 262 }, 1, 'bottom')}<rect y="262" width="${COVER_WIDTH}" height="${COVER_HEIGHT - 262}" fill="${palette.surface}" opacity="0.97"/><rect y="262" width="${COVER_WIDTH}" height="6" fill="${palette.accents[0]}"/>`,
    text: { x: 80, y: 290, width: 1040, height: 310 },
    align: 'start',
    maxTitleSize: 64,
  }),
  framed: (palette, motif) => {
    const text = { x: 140, y: 96, width: 920, height: 438 };
    const corners = [
      [28, 28],
      [COVER_WIDTH - 28, 28],
      [28, COVER_HEIGHT - 28],
      [COVER_WIDTH - 28, COVER_HEIGHT - 28],
    ]
      .map(
        ([x = 0, y = 0]) =>
          `<rect x="${x - 9}" y="${y - 9}" width="18" height="18" transform="rotate(45 ${x} ${y})"/>`,
      )
      .join('');
    return {
      body: `${motif(FULL, 0.45)}${veil(palette, text)}<rect x="28" y="28" width="${COVER_WIDTH - 56}" height="${COVER_HEIGHT - 56}" fill="none" stroke="${palette.accents[0]}" stroke-width="3"/><rect x="42" y="42" width="${COVER_WIDTH - 84}" height="${COVER_HEIGHT - 84}" fill="none" stroke="${palette.text}" stroke-opacity="0.25"/><g fill="${palette.accents[0]}">${corners}</g>`,
      text,
      align: 'middle',
      maxTitleSize: 80,
    };
  },
  diagonal: (palette, motif) => ({
    body: `${motif({ x: 560, y: 0, width: 640, height: COVER_HEIGHT }, 1)}<polygon points="0,0 820,0 650,${COVER_HEIGHT} 0,${COVER_HEIGHT}" fill="${palette.surface}"/><polygon points="820,0 846,0 676,${COVER_HEIGHT} 650,${COVER_HEIGHT}" fill="${palette.accents[0]}"/>`,
    text: { x: 72, y: 80, width: 540, height: 470 },
    align: 'start',
    maxTitleSize: 72,
  }),
  'floating-card': (palette, motif) => ({
    body: `${motif({ x: 560, y: 0, width: 640, height: COVER_HEIGHT }, 1, 'left')}<defs><filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="18"/></filter></defs><rect x="82" y="106" width="760" height="440" rx="28" fill="#000" opacity="0.35" filter="url(#shadow)"/><rect x="70" y="90" width="760" height="440" rx="28" fill="${palette.surface}" opacity="0.97"/><rect x="70" y="150" width="8" height="120" fill="${palette.accents[0]}"/>`,
    text: { x: 122, y: 122, width: 660, height: 376 },
    align: 'start',
    maxTitleSize: 68,
  }),
  editorial: (palette, motif) => ({
    body: `${motif({ x: 700, y: 0, width: 500, height: COVER_HEIGHT }, 0.95, 'left')}<rect x="72" y="56" width="${COVER_WIDTH - 144}" height="2" fill="${palette.text}" opacity="0.3"/><rect x="72" y="${COVER_HEIGHT - 58}" width="${COVER_WIDTH - 144}" height="2" fill="${palette.text}" opacity="0.3"/><rect x="72" y="110" width="10" height="410" rx="5" fill="${palette.accents[0]}"/>`,
    text: { x: 116, y: 90, width: 590, height: 450 },
    align: 'start',
    maxTitleSize: 72,
  }),
};

function drawMotifWith(design: CoverDesign, random: Random): DrawMotif {
  let count = 0;
  return (box, opacity, fade) => {
    count += 1;
    const id = `motif${count}`;
    const fadeMask =
      fade === undefined
        ? ''
        : `<linearGradient id="${id}fade" gradientUnits="userSpaceOnUse" x1="${box.x}" y1="${box.y}" x2="${fade === 'left' ? box.x + box.width * 0.3 : box.x}" y2="${fade === 'bottom' ? box.y + box.height : box.y}"><stop offset="0" stop-color="#fff" stop-opacity="${fade === 'left' ? 0 : 1}"/><stop offset="1" stop-color="#fff" stop-opacity="${fade === 'left' ? 1 : 0.15}"/></linearGradient><mask id="${id}mask" maskUnits="userSpaceOnUse" x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}"><rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" fill="url(#${id}fade)"/></mask>`;
    const clip = `<clipPath id="${id}clip"><rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}"/></clipPath>`;
    const masked = fade === undefined ? '' : ` mask="url(#${id}mask)"`;
    const drawing = MOTIFS[design.theme](box, design.palette, random);
    return `<defs>${clip}${fadeMask}</defs><g clip-path="url(#${id}clip)" opacity="${opacity}"${masked}>${drawing}</g>`;
  };
}

function textBlock(plan: LayoutPlan, design: CoverDesign, text: { title: string; subtitle: string }): string {
  const { palette, typography } = design;
  const box = plan.text;
  const subtitleText = text.subtitle.replace(/\s+/g, ' ').trim();
  const subtitleLines = wrapTitle(
    subtitleText,
    box.width,
    MAX_SUBTITLE_LINES,
    measureWith(glyphWidths(typography).subtitle, SUBTITLE_SIZE, 0),
  );
  const subtitleLineHeight = SUBTITLE_SIZE * 1.3;
  const subtitleHeight =
    subtitleLines.length > 0 ? TITLE_SUBTITLE_GAP + subtitleLines.length * subtitleLineHeight : 0;
  const titleBox = { ...box, height: box.height - KICKER_HEIGHT - subtitleHeight };
  const title = text.title.replace(/\s+/g, ' ').trim() || 'Untitled';
  const { lines, fontSize } = fitTitle(title, typography, titleBox, plan.maxTitleSize);
  const lineHeight = fontSize * typography.lineHeight;
  const blockHeight = KICKER_HEIGHT + lines.length * lineHeight + subtitleHeight;
  const top = box.y + (box.height - blockHeight) / 2;
  const anchorX = plan.align === 'middle' ? box.x + box.width / 2 : box.x;
  const anchor = plan.align === 'middle' ? 'middle' : 'start';
  const family = escapeXml(typography.fontFamily);

  const barX = plan.align === 'middle' ? anchorX - 51.5 : anchorX;
  const kicker = `<rect x="${r1(barX)}" y="${r1(top + 6)}" width="64" height="7" rx="3.5" fill="${palette.accents[0]}"/><circle cx="${r1(barX + 82)}" cy="${r1(top + 9.5)}" r="5" fill="${palette.accents[1]}"/><circle cx="${r1(barX + 98)}" cy="${r1(top + 9.5)}" r="5" fill="${palette.accents[2]}"/>`;

  const firstBaseline = top + KICKER_HEIGHT + (lineHeight - fontSize) / 2 + fontSize * 0.8;
  const titleLines = lines
    .map(
      (line, index) =>
        `<text x="${r1(anchorX)}" y="${r1(firstBaseline + index * lineHeight)}">${escapeXml(line)}</text>`,
    )
    .join('');
  const titleGroup = `<g font-family="${family}" font-size="${fontSize}" font-weight="${typography.weight}" letter-spacing="${r1(typography.letterSpacing * fontSize)}" fill="${palette.text}" text-anchor="${anchor}">${titleLines}</g>`;

  const subtitleBaseline =
    top + KICKER_HEIGHT + lines.length * lineHeight + TITLE_SUBTITLE_GAP + SUBTITLE_SIZE;
  const subtitle = subtitleLines
    .map(
      (line, index) =>
        `<text x="${r1(anchorX)}" y="${r1(subtitleBaseline + index * subtitleLineHeight)}">${escapeXml(line)}</text>`,
    )
    .join('');
  const subtitleGroup = subtitle
    ? `<g font-family="${family}" font-size="${SUBTITLE_SIZE}" font-weight="400" fill="${palette.subtle}" text-anchor="${anchor}">${subtitle}</g>`
    : '';
  return `${kicker}${titleGroup}${subtitleGroup}`;
}

/** The cover as a self-contained 1200x630 SVG; the same design and text always give the same SVG. */
export function renderCoverSvg(design: CoverDesign, text: { title: string; subtitle: string }): string {
  const { palette } = design;
  const random = seededRandom(
    [text.title, design.theme, design.layout, palette.name, design.typography.name].join('\u0001'),
  );
  const glowX = random() < 0.5 ? 0.15 : 0.85;
  const background = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.background[0]}"/><stop offset="0.55" stop-color="${palette.background[1]}"/><stop offset="1" stop-color="${palette.background[2]}"/></linearGradient><radialGradient id="glow" gradientUnits="userSpaceOnUse" cx="${COVER_WIDTH * glowX}" cy="${COVER_HEIGHT}" r="700"><stop offset="0" stop-color="${palette.accents[0]}" stop-opacity="0.28"/><stop offset="1" stop-color="${palette.accents[0]}" stop-opacity="0"/></radialGradient></defs><rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#bg)"/><rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#glow)"/>`;
  const plan = LAYOUTS[design.layout](palette, drawMotifWith(design, random));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">${background}${plan.body}${textBlock(plan, design, text)}</svg>`;
}

/**
 * Lossless truecolour PNG. The spec's "PNG quality 0.9" comes from a canvas `toDataURL('image/png', 0.9)`,
 * where browsers ignore the quality of PNGs; in sharp any `quality` turns on 256-colour palette
 * quantisation, which bands and blotches our gradients (and is slower), so we leave it out.
 */
export const COVER_PNG_OPTIONS = { compressionLevel: 9 } as const;

/** A generated cover PNG (1200x630) for a post: design picked from its words, drawn as SVG, rasterised. */
export async function renderCoverPng(
  input: { title: string; content: string; subtitle?: string },
  random?: Random,
): Promise<Buffer> {
  const design = pickCoverDesign(input, random);
  const subtitle = input.subtitle ?? coverSubtitle(input.content, design.theme);
  const svg = renderCoverSvg(design, { title: input.title, subtitle });
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png(COVER_PNG_OPTIONS).toBuffer();
}
