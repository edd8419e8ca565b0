// Over 300 lines: the cover generator's tables (themes with their keywords, palettes, typographies,
// layouts) and the choice between them are read together; split, a palette's numbers would sit away from
// the rule that picks them.
/** Generated blog covers: 1200x630, a theme from the post's words and random styles (8 layouts, 8 palettes, 5 typographies). */
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;

/**
 * The themes, in the order that breaks ties: weekly-update first because it names the post's format
 * rather than its subject, then religious-tech (the site's own niche), then the other subjects.
 * `abstract` is the fallback when no keyword matches.
 */
export const COVER_THEMES = [
  'weekly-update',
  'religious-tech',
  'truth-seeking',
  'ai-innovation',
  'human-connection',
  'digital-philosophy',
  'abstract',
] as const;
export type CoverTheme = (typeof COVER_THEMES)[number];

export const COVER_THEME_LABELS: Record<CoverTheme, string> = {
  'weekly-update': 'Weekly update',
  'religious-tech': 'Faith and technology',
  'truth-seeking': 'Seeking truth',
  'ai-innovation': 'AI and innovation',
  'human-connection': 'Human connection',
  'digital-philosophy': 'Digital philosophy',
  abstract: 'Notes and ideas',
};

// Whole words or phrases, matched case-insensitively; a trailing "s" is allowed (robot → robots).
const THEME_KEYWORDS: Record<Exclude<CoverTheme, 'abstract'>, readonly string[]> = {
  'weekly-update': [
    'weekly',
    'week',
    'catch-up',
    'catchup',
    'update',
    'rollout',
    'roundup',
    'recap',
    'digest',
    'changelog',
    'release notes',
    'sprint',
    'progress report',
  ],
  'religious-tech': [
    'god',
    'faith',
    'church',
    'spiritual',
    'spirituality',
    'prayer',
    'pray',
    'bible',
    'scripture',
    'gospel',
    'jesus',
    'christ',
    'christian',
    'worship',
    'sermon',
    'ministry',
    'theology',
    'religion',
    'religious',
    'sacred',
    'divine',
    'holy',
  ],
  'truth-seeking': [
    'truth',
    'universal',
    'honest',
    'honesty',
    'integrity',
    'clarity',
    'wisdom',
    'seeker',
    'seeking',
    'authentic',
    'authenticity',
    'transparency',
    'evidence',
    'reality',
  ],
  'ai-innovation': [
    'ai',
    'artificial intelligence',
    'robot',
    'robotic',
    'robotics',
    'machine learning',
    'deep learning',
    'neural network',
    'automation',
    'automate',
    'llm',
    'gpt',
    'chatgpt',
    'algorithm',
    'innovation',
    'tech',
    'technology',
  ],
  'human-connection': [
    'friend',
    'friendship',
    'reunited',
    'reunion',
    'family',
    'families',
    'community',
    'communities',
    'together',
    'love',
    'relationship',
    'connection',
    'belonging',
    'kindness',
    'empathy',
    'humanity',
  ],
  'digital-philosophy': [
    'philosophy',
    'philosophical',
    'consciousness',
    'meaning',
    'digital',
    'virtual',
    'existence',
    'existential',
    'identity',
    'metaverse',
    'simulation',
    'ethics',
    'mind',
  ],
};

/** Words that, next to a faith word, make a post about faith *and* technology. */
const TECH_WORDS: readonly string[] = [
  ...THEME_KEYWORDS['ai-innovation'],
  'digital',
  'software',
  'app',
  'internet',
  'online',
  'code',
];

function keywordPattern(keyword: string): RegExp {
  const escaped = keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s-]+/g, '[\\s-]+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}s?(?![\\p{L}\\p{N}])`, 'giu');
}

const PATTERNS = new Map<string, RegExp>();

function occurrences(text: string, keywords: readonly string[]): number {
  let count = 0;
  for (const keyword of keywords) {
    let pattern = PATTERNS.get(keyword);
    if (!pattern) {
      pattern = keywordPattern(keyword);
      PATTERNS.set(keyword, pattern);
    }
    count += text.match(pattern)?.length ?? 0;
  }
  return count;
}

/** The theme with most keyword hits in `text` (ties to the earlier theme of COVER_THEMES), or null. */
function themeOf(text: string): CoverTheme | null {
  let best: CoverTheme | null = null;
  let bestScore = 0;
  for (const theme of COVER_THEMES) {
    if (theme === 'abstract') continue;
    let score = occurrences(text, THEME_KEYWORDS[theme]);
    // A faith word with tech words around it is religious-tech, however much tech there is.
    if (theme === 'religious-tech' && score > 0) score += occurrences(text, TECH_WORDS);
    if (score > bestScore) {
      best = theme;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The cover's theme: the title decides when it has any keyword, else the content; the theme with
 * the most hits wins, ties go to the earlier theme of COVER_THEMES; no hit at all gives `abstract`.
 * Faith words alone already mean religious-tech (the site's niche); tech words next to them count too.
 */
export function coverThemeFor(title: string, content: string): CoverTheme {
  return themeOf(title) ?? themeOf(content) ?? 'abstract';
}

export const COVER_LAYOUTS = [
  'centered',
  'left-column',
  'split-panel',
  'bottom-band',
  'framed',
  'diagonal',
  'floating-card',
  'editorial',
] as const;
export type CoverLayout = (typeof COVER_LAYOUTS)[number];

export interface CoverPalette {
  name: string;
  /** Background gradient stops, from top-left to bottom-right. */
  background: readonly [string, string, string];
  /** Solid colour of panels and cards that text sits on. */
  surface: string;
  accents: readonly [string, string, string];
  /** Title colour: at least 7:1 against every background stop and the surface. */
  text: string;
  /** Subtitle colour: at least 4.5:1 against the same. */
  subtle: string;
}

export const COVER_PALETTES: readonly CoverPalette[] = [
  {
    name: 'midnight',
    background: ['#0b1026', '#1b1f4b', '#2d1b69'],
    surface: '#11163a',
    accents: ['#7c9cff', '#c084fc', '#38bdf8'],
    text: '#f8fafc',
    subtle: '#c7d2fe',
  },
  {
    name: 'aurora',
    background: ['#022c22', '#064e3b', '#115e59'],
    surface: '#03352c',
    accents: ['#5eead4', '#a3e635', '#22d3ee'],
    text: '#f0fdfa',
    subtle: '#a7f3d0',
  },
  {
    name: 'ember',
    background: ['#1c0a04', '#5a1a0b', '#8a2c0e'],
    surface: '#2a0f06',
    accents: ['#fb923c', '#fbbf24', '#f43f5e'],
    text: '#fff7ed',
    subtle: '#fed7aa',
  },
  {
    name: 'paper',
    background: ['#fdfbf7', '#f5efe6', '#ebe2d3'],
    surface: '#fffdf9',
    accents: ['#b45309', '#0f766e', '#9f1239'],
    text: '#1c1917',
    subtle: '#57534e',
  },
  {
    name: 'sky',
    background: ['#f0f9ff', '#e0f2fe', '#dbe7fe'],
    surface: '#ffffff',
    accents: ['#0284c7', '#6366f1', '#0ea5e9'],
    text: '#0b1a33',
    subtle: '#334155',
  },
  {
    name: 'royal',
    background: ['#1e0b36', '#3b0764', '#4c1577'],
    surface: '#25093f',
    accents: ['#facc15', '#e879f9', '#a78bfa'],
    text: '#fefce8',
    subtle: '#e9d5ff',
  },
  {
    name: 'graphite',
    background: ['#0a0a0a', '#171717', '#262626'],
    surface: '#111111',
    accents: ['#22c55e', '#a3e635', '#2dd4bf'],
    text: '#fafafa',
    subtle: '#d4d4d4',
  },
  {
    name: 'blush',
    background: ['#fff7ed', '#ffe4e6', '#fce7f3'],
    surface: '#fffafa',
    accents: ['#e11d48', '#f97316', '#db2777'],
    text: '#3b0614',
    subtle: '#7f1d3a',
  },
];

export interface CoverTypography {
  name: string;
  /** A font stack whose first family ships with Debian's fonts-dejavu. */
  fontFamily: string;
  weight: number;
  /** Extra space between letters, in em. */
  letterSpacing: number;
  uppercase: boolean;
  /** Title line height as a multiple of the font size. */
  lineHeight: number;
}

export const COVER_TYPOGRAPHIES: readonly CoverTypography[] = [
  {
    name: 'modern-sans',
    fontFamily: "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif",
    weight: 700,
    letterSpacing: -0.01,
    uppercase: false,
    lineHeight: 1.14,
  },
  {
    name: 'editorial-serif',
    fontFamily: "'DejaVu Serif', 'Liberation Serif', Georgia, serif",
    weight: 700,
    letterSpacing: 0,
    uppercase: false,
    lineHeight: 1.16,
  },
  {
    name: 'condensed-caps',
    fontFamily: "'DejaVu Sans Condensed', 'Liberation Sans Narrow', 'Arial Narrow', sans-serif",
    weight: 700,
    letterSpacing: 0.02,
    uppercase: true,
    lineHeight: 1.1,
  },
  {
    name: 'mono-tech',
    fontFamily: "'DejaVu Sans Mono', 'Liberation Mono', monospace",
    weight: 700,
    letterSpacing: -0.02,
    uppercase: false,
    lineHeight: 1.18,
  },
  {
    name: 'light-display',
    fontFamily: "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif",
    weight: 200,
    letterSpacing: 0,
    uppercase: false,
    lineHeight: 1.14,
  },
];

export interface CoverDesign {
  theme: CoverTheme;
  layout: CoverLayout;
  palette: CoverPalette;
  typography: CoverTypography;
}

function pick<T>(items: readonly T[], random: () => number): T {
  const index = Math.min(items.length - 1, Math.max(0, Math.floor(random() * items.length)));
  return items[index] as T;
}

/** The theme from the post's words; layout, palette and typography drawn with `random`, in that order. */
export function pickCoverDesign(
  input: { title: string; content: string },
  random: () => number = Math.random,
): CoverDesign {
  return {
    theme: coverThemeFor(input.title, input.content),
    layout: pick(COVER_LAYOUTS, random),
    palette: pick(COVER_PALETTES, random),
    typography: pick(COVER_TYPOGRAPHIES, random),
  };
}

const TRAILING_PUNCTUATION = /[\s.,;:!?–—-]+$/u;

/**
 * Greedy word wrap into lines no wider than `maxWidth`, as `measure` counts (characters by default, so
 * `maxWidth` is then the characters per line); a word wider than a line is cut. Past `maxLines` the
 * last kept line ends with "…" and still fits.
 */
export function wrapTitle(
  title: string,
  maxWidth: number,
  maxLines: number,
  measure: (text: string) => number = (text) => [...text].length,
): string[] {
  if (maxLines < 1) return [];
  const fits = (text: string) => measure(text) <= maxWidth;
  const words = title.split(/\s+/).flatMap((word) => (word ? cutToWidth(word, fits) : []));
  const lines: string[] = [];
  let used = 0;
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && fits(`${last} ${word}`)) lines[lines.length - 1] = `${last} ${word}`;
    else if (lines.length < maxLines) lines.push(word);
    else break;
    used += 1;
  }
  if (used === words.length) return lines;
  lines[lines.length - 1] = withEllipsis(lines.at(-1) ?? '', fits);
  return lines;
}

function cutToWidth(word: string, fits: (text: string) => boolean): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const character of word) {
    if (piece && !fits(piece + character)) {
      pieces.push(piece);
      piece = '';
    }
    piece += character;
  }
  return piece ? [...pieces, piece] : pieces;
}

function withEllipsis(line: string, fits: (text: string) => boolean): string {
  let words = line.split(' ');
  const ellipsized = () => `${words.join(' ').replace(TRAILING_PUNCTUATION, '')}…`;
  while (words.length > 1 && !fits(ellipsized())) words = words.slice(0, -1);
  if (words.length === 1) {
    let characters = [...(words[0] ?? '')];
    while (characters.length > 1 && !fits(`${characters.join('')}…`)) characters = characters.slice(0, -1);
    words = [characters.join('')];
  }
  return ellipsized();
}

const SUBTITLE_LENGTH = 90;

/** A short line under the title: the content's first sentence as plain text (headings skipped), else the theme's label. */
export function coverSubtitle(content: string, theme: CoverTheme): string {
  const plain = content
    .replace(/```[\s\S]*?(```|$)/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s.*$/gm, ' ')
    .replace(/^\s{0,3}(>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_~`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = /^.+?[.!?](?=\s|$)/u.exec(plain)?.[0] ?? plain;
  if (!sentence) return COVER_THEME_LABELS[theme];
  if (sentence.length <= SUBTITLE_LENGTH) return sentence;
  const cut = sentence.slice(0, SUBTITLE_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > SUBTITLE_LENGTH / 2 ? cut.slice(0, space) : cut).replace(TRAILING_PUNCTUATION, '')}…`;
}

function luminance(hex: string): number {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
