/**
 * `node bench/cover.ts`: time and memory of generating blog covers (design, SVG, rasterise to a
 * 1200x630 PNG), side by side with the baseline of the same run: sharp rasterising a plain
 * single-rect 1200x630 SVG with the same PNG options. Sequential, one cover at a time, in-process.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { COVER_HEIGHT, COVER_WIDTH } from '#domain/blog/cover-design.ts';
import { COVER_PNG_OPTIONS, renderCoverPng } from '#infrastructure/images/cover-renderer.ts';
import { storePublishedImage } from '#infrastructure/images/image-pipeline.ts';
import { LocalFileStorage } from '#infrastructure/storage/local-file-storage.ts';

const COVERS = 30;
const WARM_UP = 2;

const POSTS = [
  { title: 'Weekly Catch-up: Robots, Rollouts & Rebuilds', content: 'This week we shipped three things.' },
  { title: 'How AI Is Changing the Way We Build Software', content: 'Machine learning is everywhere now.' },
  { title: 'Seeking Universal Truth in a Noisy World', content: 'Honest questions lead somewhere.' },
  { title: 'Reunited With Old Friends After Twenty Years', content: 'It was a night to remember.' },
  { title: 'Can a Church Run on Open-Source Software and Prayer?', content: 'Faith and code, together.' },
  { title: 'The Meaning of Consciousness in a Virtual Age', content: 'Philosophy for the digital era.' },
  { title: 'Notes From the Studio', content: 'Paint, canvas and patience.' },
  { title: 'A long title '.repeat(20), content: 'Long titles shrink and end with an ellipsis.' },
];

const PLAIN_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}"><rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="#1b1f4b"/></svg>`;

/** VmRSS and VmHWM (peak) of this process, in kB. */
function memoryKb(): { rss: number; peak: number } {
  const status = readFileSync('/proc/self/status', 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** Resets VmHWM to the current RSS (Linux ≥ 4.0), so each phase reports its own peak. */
function resetPeak(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

/** mulberry32, so every run draws the same mix of layouts, palettes and typographies. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface PhaseResult {
  meanMs: number;
  p95Ms: number;
  peakGrowthMb: number;
  meanKb: number;
}

async function measure(render: (index: number) => Promise<Buffer>): Promise<PhaseResult> {
  for (let index = 0; index < WARM_UP; index++) await render(index);
  resetPeak();
  const before = memoryKb();
  const times: number[] = [];
  let bytes = 0;
  for (let index = 0; index < COVERS; index++) {
    const start = performance.now();
    const png = await render(index);
    times.push(performance.now() - start);
    bytes += png.length;
  }
  const after = memoryKb();
  times.sort((left, right) => left - right);
  return {
    meanMs: times.reduce((sum, time) => sum + time, 0) / times.length,
    p95Ms: times[Math.ceil(times.length * 0.95) - 1] ?? 0,
    peakGrowthMb: (Math.max(after.peak, before.rss) - before.rss) / 1024,
    meanKb: bytes / COVERS / 1024,
  };
}

function row(name: string, result: PhaseResult): string {
  return [
    name.padEnd(40),
    result.meanMs.toFixed(1).padStart(8),
    result.p95Ms.toFixed(1).padStart(8),
    result.peakGrowthMb.toFixed(1).padStart(14),
    result.meanKb.toFixed(0).padStart(8),
  ].join('');
}

/** Printable lines: the baseline and the generated covers, N each, mean and p95 ms, peak RSS growth. */
export async function benchCover(): Promise<string[]> {
  const baseline = await measure(() => sharp(Buffer.from(PLAIN_SVG)).png(COVER_PNG_OPTIONS).toBuffer());
  const random = seeded(2025);
  const covers = await measure((index) =>
    renderCoverPng(POSTS[index % POSTS.length] ?? { title: '', content: '' }, random),
  );
  // The whole job as the worker runs it: the cover, then its WebP widths and social card, written to disk.
  const folder = mkdtempSync(path.join(tmpdir(), 'cover-bench-'));
  const storage = new LocalFileStorage(folder);
  const jobs = await measure(async (index) => {
    const png = await renderCoverPng(POSTS[index % POSTS.length] ?? { title: '', content: '' }, random);
    await storePublishedImage(storage, png);
    return png;
  });
  rmSync(folder, { recursive: true, force: true });
  const peakNote = resetPeak()
    ? 'VmHWM reset before each phase'
    : 'VmHWM could not be reset: peaks include earlier phases';
  return [
    `Blog covers: ${COVERS} PNGs of ${COVER_WIDTH}x${COVER_HEIGHT} each, sequential, after ${WARM_UP} warm-up renders (${peakNote})`,
    `${''.padEnd(40)}${'mean ms'.padStart(8)}${'p95 ms'.padStart(8)}${'peak RSS +MB'.padStart(14)}${'avg KB'.padStart(8)}`,
    row('baseline: plain rect SVG -> PNG (sharp)', baseline),
    row('generated cover (design, SVG, PNG)', covers),
    row('whole generate-cover job (+ WebP, social)', jobs),
    `cover / baseline: ${(covers.meanMs / baseline.meanMs).toFixed(1)}x the time per image`,
  ];
}

if (import.meta.main) {
  for (const line of await benchCover()) console.log(line);
}
