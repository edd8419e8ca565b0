// Over 300 lines: one drawing function per theme (seven), each short, kept side by side so they share the
// canvas helpers and look alike.
import type { CoverPalette, CoverTheme } from '#domain/blog/cover-design.ts';

/** A rectangle of the 1200x630 canvas. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Random = () => number;

export const r1 = (value: number) => Math.round(value * 10) / 10;

/** mulberry32: a small seeded generator, so the drawing is the same for the same design and text. */
export function seededRandom(seedText: string): Random {
  let seed = 2166136261;
  for (let index = 0; index < seedText.length; index++) {
    seed = Math.imul(seed ^ seedText.charCodeAt(index), 16777619);
  }
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (random: Random, low: number, high: number) => low + random() * (high - low);

// ---- Motifs: one per theme, drawn inside a box (clipped to it by the caller) ----

type Motif = (box: Box, palette: CoverPalette, random: Random) => string;

const circuitLines: Motif = (box, palette, random) => {
  const [a0, a1, a2] = palette.accents;
  const step = 36;
  const parts: string[] = [];
  for (let x = box.x + step / 2; x < box.x + box.width; x += step) {
    for (let y = box.y + step / 2; y < box.y + box.height; y += step) {
      parts.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="1.6"/>`);
    }
  }
  const dots = `<g fill="${palette.text}" opacity="0.16">${parts.join('')}</g>`;
  const size = Math.min(130, Math.min(box.width, box.height) * 0.3);
  const cx = box.x + box.width * between(random, 0.45, 0.6);
  const cy = box.y + box.height * between(random, 0.42, 0.58);
  const half = size / 2;
  const traces: string[] = [];
  const pads: string[] = [];
  const sides = [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ] as const;
  for (const [dx, dy] of sides) {
    for (let pin = -2; pin <= 2; pin++) {
      const offset = pin * (size / 5.5);
      let x = cx + dx * half + (dy === 0 ? 0 : offset);
      let y = cy + dy * half + (dx === 0 ? 0 : offset);
      const points = [`${r1(x)},${r1(y)}`];
      const first = step * Math.ceil(between(random, 0.5, 3));
      x += dx * first;
      y += dy * first;
      points.push(`${r1(x)},${r1(y)}`);
      const turn = random() < 0.5 ? -1 : 1;
      const diagonal = step * Math.ceil(between(random, 0.3, 2));
      x += (dx === 0 ? turn : dx) * diagonal;
      y += (dy === 0 ? turn : dy) * diagonal;
      points.push(`${r1(x)},${r1(y)}`);
      const last = step * Math.ceil(between(random, 0.5, 5));
      x += dx * last;
      y += dy * last;
      points.push(`${r1(x)},${r1(y)}`);
      const colour = [a0, a2, a1][(pin + 2) % 3];
      traces.push(`<polyline points="${points.join(' ')}" stroke="${colour}"/>`);
      pads.push(
        `<circle cx="${r1(x)}" cy="${r1(y)}" r="6.5" stroke="${colour}" fill="${palette.background[0]}"/>`,
      );
    }
  }
  const chip = [
    `<rect x="${r1(cx - half)}" y="${r1(cy - half)}" width="${r1(size)}" height="${r1(size)}" rx="14" fill="${palette.surface}" stroke="${a0}" stroke-width="4"/>`,
    `<rect x="${r1(cx - half * 0.55)}" y="${r1(cy - half * 0.55)}" width="${r1(size * 0.55)}" height="${r1(size * 0.55)}" rx="8" fill="${a0}" opacity="0.85"/>`,
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(size * 0.09)}" fill="${palette.surface}"/>`,
  ].join('');
  return `${dots}<g fill="none" stroke-width="3" stroke-linejoin="round" stroke-linecap="round" opacity="0.9">${traces.join('')}${pads.join('')}</g>${chip}`;
};

const lightRays: Motif = (box, palette, random) => {
  const [a0, a1, a2] = palette.accents;
  const sx = box.x + box.width * between(random, 0.7, 0.95);
  const sy = box.y - box.height * 0.12;
  const length = Math.hypot(box.width, box.height) * 1.3;
  const defs = `<defs><radialGradient id="ray" gradientUnits="userSpaceOnUse" cx="${r1(sx)}" cy="${r1(sy)}" r="${r1(length)}"><stop offset="0" stop-color="${a1}" stop-opacity="0.7"/><stop offset="1" stop-color="${a1}" stop-opacity="0"/></radialGradient><radialGradient id="sun"><stop offset="0" stop-color="${a1}" stop-opacity="0.9"/><stop offset="0.35" stop-color="${a0}" stop-opacity="0.35"/><stop offset="1" stop-color="${a0}" stop-opacity="0"/></radialGradient></defs>`;
  const rays: string[] = [];
  const count = 14;
  for (let index = 0; index < count; index++) {
    const angle = ((92 + (index * 92) / (count - 1) + between(random, -2, 2)) * Math.PI) / 180;
    const spread = (between(random, 0.6, 2.4) * Math.PI) / 180;
    const left = [sx + Math.cos(angle - spread) * length, sy + Math.sin(angle - spread) * length];
    const right = [sx + Math.cos(angle + spread) * length, sy + Math.sin(angle + spread) * length];
    rays.push(
      `<polygon points="${r1(sx)},${r1(sy)} ${r1(left[0] ?? 0)},${r1(left[1] ?? 0)} ${r1(right[0] ?? 0)},${r1(right[1] ?? 0)}" opacity="${r1(between(random, 0.45, 1))}"/>`,
    );
  }
  const rings = [0.18, 0.3, 0.44]
    .map(
      (factor) =>
        `<circle cx="${r1(sx)}" cy="${r1(sy)}" r="${r1(length * factor)}" fill="none" stroke="${a2}" stroke-width="1.5" opacity="0.22"/>`,
    )
    .join('');
  const sparkles: string[] = [];
  for (let index = 0; index < 6; index++) {
    const x = box.x + between(random, 0.15, 0.95) * box.width;
    const y = box.y + between(random, 0.3, 0.95) * box.height;
    const s = between(random, 6, 14);
    sparkles.push(
      `<path d="M${r1(x)} ${r1(y - s)}Q${r1(x)} ${r1(y)} ${r1(x + s)} ${r1(y)}Q${r1(x)} ${r1(y)} ${r1(x)} ${r1(y + s)}Q${r1(x)} ${r1(y)} ${r1(x - s)} ${r1(y)}Q${r1(x)} ${r1(y)} ${r1(x)} ${r1(y - s)}Z" fill="${a1}" opacity="0.8"/>`,
    );
  }
  return `${defs}<g fill="url(#ray)">${rays.join('')}</g>${rings}<circle cx="${r1(sx)}" cy="${r1(sy)}" r="${r1(length * 0.28)}" fill="url(#sun)"/>${sparkles.join('')}`;
};

const connectedCircles: Motif = (box, palette, random) => {
  const accents = palette.accents;
  const nodes: { x: number; y: number; r: number }[] = [];
  const columns = box.width > box.height * 1.4 ? 4 : 3;
  const rows = 3;
  for (let column = 0; column < columns; column++) {
    for (let row = 0; row < rows; row++) {
      if (random() < 0.2) continue;
      const cellWidth = box.width / columns;
      const cellHeight = box.height / rows;
      nodes.push({
        x: box.x + cellWidth * (column + between(random, 0.25, 0.75)),
        y: box.y + cellHeight * (row + between(random, 0.25, 0.75)),
        r: between(random, 10, 30),
      });
    }
  }
  const edges = new Set<string>();
  const lines: string[] = [];
  nodes.forEach((node, index) => {
    const nearest = nodes
      .map((other, otherIndex) => ({ otherIndex, distance: Math.hypot(other.x - node.x, other.y - node.y) }))
      .filter(({ otherIndex }) => otherIndex !== index)
      .sort((left, right) => left.distance - right.distance)
      .slice(0, 2);
    for (const { otherIndex } of nearest) {
      const key = [index, otherIndex].sort((left, right) => left - right).join('-');
      const other = nodes[otherIndex];
      if (edges.has(key) || !other) continue;
      edges.add(key);
      const mx = (node.x + other.x) / 2 + between(random, -24, 24);
      const my = (node.y + other.y) / 2 + between(random, -24, 24);
      lines.push(
        `<path d="M${r1(node.x)} ${r1(node.y)}Q${r1(mx)} ${r1(my)} ${r1(other.x)} ${r1(other.y)}"/>`,
      );
    }
  });
  const radius = Math.min(box.width, box.height) * 0.3;
  const venn = [0, 1]
    .map(
      (index) =>
        `<circle cx="${r1(box.x + box.width / 2 + (index === 0 ? -0.55 : 0.55) * radius)}" cy="${r1(box.y + box.height / 2)}" r="${r1(radius)}" fill="${accents[index]}" opacity="0.13" stroke="${accents[index]}" stroke-opacity="0.35" stroke-width="2"/>`,
    )
    .join('');
  const circles = nodes
    .map((node, index) => {
      const colour = accents[index % 3];
      return `<circle cx="${r1(node.x)}" cy="${r1(node.y)}" r="${r1(node.r + 10)}" fill="none" stroke="${colour}" stroke-width="2" opacity="0.45"/><circle cx="${r1(node.x)}" cy="${r1(node.y)}" r="${r1(node.r)}" fill="${colour}" opacity="0.92"/>`;
    })
    .join('');
  return `${venn}<g fill="none" stroke="${accents[0]}" stroke-width="3" stroke-linecap="round" opacity="0.7">${lines.join('')}</g>${circles}`;
};

const calendarGrid: Motif = (box, palette, random) => {
  const [a0, a1] = palette.accents;
  const width = Math.min(box.width * 0.78, 440, box.height * 0.8);
  const gap = width * 0.02;
  const padding = width * 0.06;
  const cell = (width - 2 * padding - 6 * gap) / 7;
  const header = cell * 1.1;
  const height = header + padding * 2 + cell * 0.6 + 5 * cell + 4 * gap;
  const x = box.x + (box.width - width) / 2;
  const y = box.y + (box.height - height) / 2;
  const cx = x + width / 2;
  const cy = y + height / 2;
  const today = Math.floor(between(random, 9, 26));
  const cells: string[] = [];
  for (let index = 0; index < 35; index++) {
    const cellX = x + padding + (index % 7) * (cell + gap);
    const cellY = y + header + padding + cell * 0.6 + Math.floor(index / 7) * (cell + gap);
    const done = index < today && random() < 0.55;
    const fill = done ? `fill="${a0}"` : `fill="${palette.text}" fill-opacity="0.09"`;
    const ring = index === today ? ` stroke="${a1}" stroke-width="4"` : '';
    cells.push(
      `<rect x="${r1(cellX)}" y="${r1(cellY)}" width="${r1(cell)}" height="${r1(cell)}" rx="${r1(cell * 0.2)}" ${fill}${ring}/>`,
    );
    if (done) {
      cells.push(
        `<path d="M${r1(cellX + cell * 0.28)} ${r1(cellY + cell * 0.52)}l${r1(cell * 0.15)} ${r1(cell * 0.15)}l${r1(cell * 0.3)} ${r1(-cell * 0.32)}" fill="none" stroke="${palette.surface}" stroke-width="${r1(Math.max(2, cell * 0.08))}" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
    }
  }
  const weekdays = Array.from(
    { length: 7 },
    (_, index) =>
      `<circle cx="${r1(x + padding + index * (cell + gap) + cell / 2)}" cy="${r1(y + header + padding + cell * 0.2)}" r="${r1(cell * 0.08)}" fill="${index >= 5 ? a1 : palette.text}" opacity="0.6"/>`,
  ).join('');
  const rings = [0.25, 0.75]
    .map(
      (factor) =>
        `<rect x="${r1(x + width * factor - 7)}" y="${r1(y - 14)}" width="14" height="${r1(header * 0.55)}" rx="7" fill="${palette.text}"/>`,
    )
    .join('');
  const card = `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(width)}" height="${r1(height)}" rx="24" fill="${palette.surface}" stroke="${palette.text}" stroke-opacity="0.18" stroke-width="2"/><path d="M${r1(x)} ${r1(y + 24)}a24 24 0 0 1 24 -24h${r1(width - 48)}a24 24 0 0 1 24 24v${r1(header - 24)}h${r1(-width)}z" fill="${a0}"/>`;
  const back = `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(width)}" height="${r1(height)}" rx="24" fill="${a1}" opacity="0.35" transform="rotate(7 ${r1(cx)} ${r1(cy)})"/>`;
  return `${back}<g transform="rotate(-5 ${r1(cx)} ${r1(cy)})">${card}${rings}${weekdays}${cells.join('')}</g>`;
};

const roseWindow: Motif = (box, palette, random) => {
  const [a0, a1, a2] = palette.accents;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height * 0.54;
  const radius = Math.min(box.width * 0.4, box.height * 0.36);
  const arches = [1.25, 1.45, 1.65]
    .map((factor, index) => {
      const half = radius * factor;
      const bottom = box.y + box.height + 10;
      const spring = cy;
      const d = `M${r1(cx - half)} ${r1(bottom)}V${r1(spring)}A${r1(half * 2)} ${r1(half * 2)} 0 0 1 ${r1(cx)} ${r1(spring - half * 1.73)}A${r1(half * 2)} ${r1(half * 2)} 0 0 1 ${r1(cx + half)} ${r1(spring)}V${r1(bottom)}`;
      return `<path d="${d}" fill="none" stroke="${index === 0 ? a0 : palette.text}" stroke-opacity="${index === 0 ? 0.9 : 0.22}" stroke-width="${index === 0 ? 4 : 2}"/>`;
    })
    .join('');
  const spokes: string[] = [];
  const petals: string[] = [];
  const nodes: string[] = [];
  for (let index = 0; index < 12; index++) {
    const angle = (index * Math.PI) / 6;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    spokes.push(
      `<line x1="${r1(cx + cos * radius * 0.3)}" y1="${r1(cy + sin * radius * 0.3)}" x2="${r1(cx + cos * radius)}" y2="${r1(cy + sin * radius)}"/>`,
    );
    const petalAngle = angle + Math.PI / 12;
    petals.push(
      `<circle cx="${r1(cx + Math.cos(petalAngle) * radius * 0.86)}" cy="${r1(cy + Math.sin(petalAngle) * radius * 0.86)}" r="${r1(radius * 0.11)}" fill="${[a0, a1, a2][index % 3]}" fill-opacity="0.55"/>`,
    );
    if (index % 3 === 0) {
      const outer = radius * between(random, 1.12, 1.3);
      const ex = cx + cos * outer;
      const ey = cy + sin * outer;
      nodes.push(
        `<polyline points="${r1(cx + cos * radius)},${r1(cy + sin * radius)} ${r1(ex)},${r1(ey)} ${r1(ex + (sin === 0 ? 0 : 28))},${r1(ey + (sin === 0 ? 28 : 0))}" fill="none" stroke="${a2}" stroke-width="2.5"/><rect x="${r1(ex + (sin === 0 ? 0 : 28) - 5)}" y="${r1(ey + (sin === 0 ? 28 : 0) - 5)}" width="10" height="10" fill="${a2}"/>`,
      );
    }
  }
  const defs = `<defs><radialGradient id="halo"><stop offset="0" stop-color="${a1}" stop-opacity="0.75"/><stop offset="0.6" stop-color="${a0}" stop-opacity="0.2"/><stop offset="1" stop-color="${a0}" stop-opacity="0"/></radialGradient></defs>`;
  const rings = [1, 0.72, 0.3]
    .map((factor) => `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius * factor)}"/>`)
    .join('');
  return `${defs}${arches}<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius * 1.15)}" fill="url(#halo)"/>${petals.join('')}<g fill="none" stroke="${a0}" stroke-width="3">${rings}${spokes.join('')}</g><circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius * 0.12)}" fill="${a1}"/>${nodes.join('')}`;
};

const orbitsAndPixels: Motif = (box, palette, random) => {
  const [a0, a1, a2] = palette.accents;
  const cx = box.x + box.width * 0.5;
  const cy = box.y + box.height * 0.5;
  const size = Math.min(box.width, box.height);
  const pixels: string[] = [];
  const step = 22;
  for (let x = box.x; x < box.x + box.width; x += step) {
    for (let y = box.y; y < box.y + box.height; y += step) {
      const distance = Math.hypot(x - cx, y - cy) / (size * 0.75);
      if (distance < 0.45 || random() > 0.55 * (1 - Math.abs(distance - 0.8))) continue;
      pixels.push(
        `<rect x="${r1(x)}" y="${r1(y)}" width="14" height="14" rx="2" fill="${[a0, a2, palette.text][Math.floor(random() * 3)]}" opacity="${r1(between(random, 0.15, 0.6))}"/>`,
      );
    }
  }
  const orbits = [-28, 18, 64, 112]
    .map((angle, index) => {
      const rx = size * (0.42 - index * 0.03);
      const ry = size * 0.13;
      const planet = between(random, 0, Math.PI * 2);
      return `<g transform="rotate(${angle} ${r1(cx)} ${r1(cy)})"><ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="none" stroke="${[a0, a1, a2][index % 3]}" stroke-width="2.5" opacity="0.75"/><circle cx="${r1(cx + Math.cos(planet) * rx)}" cy="${r1(cy + Math.sin(planet) * ry)}" r="7" fill="${[a0, a1, a2][index % 3]}"/></g>`;
    })
    .join('');
  const defs = `<defs><radialGradient id="core" cx="0.38" cy="0.35"><stop offset="0" stop-color="${palette.text}"/><stop offset="0.35" stop-color="${a1}"/><stop offset="1" stop-color="${a0}"/></radialGradient></defs>`;
  return `${defs}${pixels.join('')}${orbits}<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(size * 0.14)}" fill="url(#core)"/>`;
};

const abstractShapes: Motif = (box, palette, random) => {
  const [a0, a1, a2] = palette.accents;
  const size = Math.min(box.width, box.height);
  const blobs = [a0, a1, a2]
    .map((colour, index) => {
      const x = box.x + box.width * between(random, 0.2, 0.85);
      const y = box.y + box.height * between(random, 0.15, 0.85);
      return `<radialGradient id="blob${index}"><stop offset="0" stop-color="${colour}" stop-opacity="0.75"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(size * between(random, 0.35, 0.55))}" fill="url(#blob${index})"/>`;
    })
    .join('');
  const ringX = box.x + box.width * between(random, 0.3, 0.7);
  const ringY = box.y + box.height * between(random, 0.3, 0.7);
  const ring = `<circle cx="${r1(ringX)}" cy="${r1(ringY)}" r="${r1(size * 0.26)}" fill="none" stroke="${a1}" stroke-width="16" opacity="0.55"/>`;
  const stripeX = box.x + box.width * 0.62;
  const stripeY = box.y + box.height * 0.62;
  const stripes = Array.from(
    { length: 7 },
    (_, index) =>
      `<line x1="${r1(stripeX + index * 22)}" y1="${r1(stripeY + 160)}" x2="${r1(stripeX + index * 22 + 160)}" y2="${r1(stripeY)}"/>`,
  ).join('');
  const dots: string[] = [];
  for (let column = 0; column < 6; column++) {
    for (let row = 0; row < 6; row++) {
      dots.push(
        `<circle cx="${r1(box.x + box.width * 0.12 + column * 22)}" cy="${r1(box.y + box.height * 0.14 + row * 22)}" r="3.5"/>`,
      );
    }
  }
  const tx = box.x + box.width * between(random, 0.55, 0.8);
  const ty = box.y + box.height * 0.2;
  const triangle = `<polygon points="${r1(tx)},${r1(ty)} ${r1(tx + 70)},${r1(ty + 120)} ${r1(tx - 70)},${r1(ty + 120)}" fill="none" stroke="${a2}" stroke-width="5" stroke-linejoin="round" opacity="0.8"/>`;
  return `${blobs}${ring}<g stroke="${a0}" stroke-width="6" stroke-linecap="round" opacity="0.55">${stripes}</g><g fill="${palette.text}" opacity="0.35">${dots.join('')}</g>${triangle}`;
};

export const MOTIFS: Record<CoverTheme, Motif> = {
  'religious-tech': roseWindow,
  'truth-seeking': lightRays,
  'ai-innovation': circuitLines,
  'human-connection': connectedCircles,
  'weekly-update': calendarGrid,
  'digital-philosophy': orbitsAndPixels,
  abstract: abstractShapes,
};
