/**
 * Draws the demo posts' covers with the site's own cover generator and writes them to
 * `public/demo/covers/{slug}.webp`, where the seeded demo posts point. Shipped drawn, so a fresh site
 * (and each of the test suite's) shows them at once instead of drawing four covers at every first
 * start. Run again after changing a demo post's title or the generator: `node build/demo-covers.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_COVER_FOLDER, DEMO_POSTS } from '#application/blog/demo-posts.ts';
import { THUMBNAIL } from '#domain/blog/media.ts';
import { seededRandom } from '#infrastructure/images/cover-motifs.ts';
import { renderCoverPng } from '#infrastructure/images/cover-renderer.ts';
import { loadSharp } from '#infrastructure/images/load-sharp.ts';

const folder = path.resolve('public', DEMO_COVER_FOLDER.slice(1));
mkdirSync(folder, { recursive: true });
const sharp = await loadSharp();
for (const post of DEMO_POSTS) {
  // Seeded by the slug: the same post always gets the same design.
  const png = await renderCoverPng({ title: post.title, content: post.content }, seededRandom(post.slug));
  const webp = await sharp(png).webp({ quality: THUMBNAIL.quality }).toBuffer();
  writeFileSync(path.join(folder, `${post.slug}.webp`), webp);
  console.log(`${post.slug}.webp: ${Math.round(webp.length / 1024)} KB`);
}
