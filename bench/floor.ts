/**
 * The stack's floor (issue 31): a vike + React page that renders one heading (`bench/floor/`), built
 * here with the site's versions of vike, React and Vite. Its first-load JavaScript is what its page
 * would name: the client router's entry and the page's entry, with every module they import statically.
 * Served (`startFloorSite`), it is the yardstick of the phone figures (issue 42): what Lighthouse and a
 * browser measure on a page that costs nothing beyond the stack itself.
 */
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';
import { freePort } from './site.ts';

const FLOOR = path.resolve('bench/floor');
const CLIENT = path.join(FLOOR, 'dist/client');

async function build(): Promise<void> {
  // vike finds its pages from the working folder, so the floor builds from its own.
  const vite = spawn(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build'], {
    cwd: FLOOR,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise((resolve) => vite.once('exit', resolve));
  if (code !== 0) throw new Error(`the floor page did not build (exit ${code})`);
}

let built: Promise<void> | undefined;
/** Builds the floor once per bench run, however many sections ask for it. */
const buildOnce = () => {
  built ??= build().catch((error: unknown) => {
    built = undefined;
    throw error;
  });
  return built;
};

/** gzip KB of the floor page's first-load JavaScript. */
export async function floorJsGzipKb(): Promise<number> {
  await buildOnce();
  await init();
  const entries = (await readdir(path.join(CLIENT, 'assets/entries'))).filter((file) => file.endsWith('.js'));
  const pending = entries.map((file) => path.join(CLIENT, 'assets/entries', file));
  const seen = new Set<string>();
  let gzip = 0;
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const body = await readFile(file);
    gzip += gzipSync(body).length;
    const [imports] = parse(body.toString('utf8'));
    for (const imported of imports)
      if (imported.type === 'static' && imported.specifier.startsWith('.'))
        pending.push(path.resolve(path.dirname(file), imported.specifier));
  }
  return Math.round((gzip / 1024) * 10) / 10;
}

/**
 * The floor page built and served over HTTP in a process of its own: its prerendered HTML at `/` and its
 * assets, Brotli-compressed as the site sends its own (`bench/static-files-server.ts`).
 */
export async function startFloorSite(): Promise<{ url: string; stop(): void }> {
  await buildOnce();
  const port = await freePort();
  const child = spawn(process.execPath, ['bench/static-files-server.ts', String(port), CLIENT], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const started = await new Promise<boolean>((resolve) => {
    child.stdout?.once('data', () => resolve(true));
    child.once('exit', () => resolve(false));
  });
  if (!started) throw new Error('the floor page could not be served');
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}
