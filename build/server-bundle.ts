import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import { SERVER_BUNDLE_DIR, SERVER_ENTRIES } from './server-entries.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Packages left to Node at run time, besides those the pages' bundle imports: native addons and
 * WebAssembly, packages that read their own files or start workers from them (fonts, pino's
 * transports), Vite and vike (the development server, and the page bundle vike finds on disk), and the
 * AWS SDK, loaded only when S3 is configured.
 */
const LOADED_BY_NODE = [
  /^@electric-sql\/pglite/,
  /^@node-rs\//,
  /^sharp/,
  /^@img\//,
  /^msgpackr/,
  /^pino/,
  /^thread-stream/,
  /^pdfkit/,
  /^fontkit/,
  /^dejavu-fonts-ttf/,
  /^vike/,
  /^vite/,
  /^@vitejs\//,
  /^@brillout\//,
  /^@aws-sdk\//,
  /^@smithy\//,
];

/**
 * The web process and the worker as one file each (with the chunks they share), the project's modules
 * and most packages inside: Node resolves and links about 2,000 modules at each start otherwise, half
 * of a process's start (2.7 s of CPU on a 2-core machine; the tests start a site about a hundred times).
 * Run by `npm run build` after Vite's.
 */
export async function bundleServer(): Promise<void> {
  const sharedWithPages = await packagesImportedBy(path.join(projectRoot, 'dist/server'));
  const loadedByNode = (id: string) =>
    id.endsWith('.node') ||
    LOADED_BY_NODE.some((pattern) => pattern.test(id)) ||
    sharedWithPages.has(packageName(id));
  await build({
    cwd: projectRoot,
    input: SERVER_ENTRIES,
    platform: 'node',
    tsconfig: path.join(projectRoot, 'tsconfig.json'),
    external: loadedByNode,
    output: {
      dir: path.join(projectRoot, SERVER_BUNDLE_DIR),
      format: 'esm',
      entryFileNames: '[name].mjs',
      chunkFileNames: 'chunks/[name]-[hash].mjs',
      sourcemap: true,
      cleanDir: true,
    },
    logLevel: 'warn',
  });
}

/** The package a specifier names: `@trpc/server` for `@trpc/server/adapters/express`, `zod` for `zod/v4`. */
const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The packages Vite's page bundle (`dist/server`) imports at run time. They stay outside the server
 * bundle so both load the one copy Node has: a `TRPCError` the site throws is then a `TRPCError` to
 * the page that catches it, and React has one set of hooks.
 */
async function packagesImportedBy(folder: string): Promise<Set<string>> {
  const names = new Set<string>();
  const files = (await readdir(folder, { recursive: true })).filter(
    (file) => file.endsWith('.mjs') || file.endsWith('.js'),
  );
  for (const file of files) {
    const code = await readFile(path.join(folder, file), 'utf8');
    for (const [, specifier] of code.matchAll(/(?:from|import)\s*\(?\s*["']([^./"'][^"']*)["']/g)) {
      if (specifier && !specifier.startsWith('node:')) names.add(packageName(specifier));
    }
  }
  return names;
}

if (import.meta.main) await bundleServer();
