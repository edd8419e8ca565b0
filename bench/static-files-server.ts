/**
 * A built folder served as a static host would: `node bench/static-files-server.ts <port> <folder>`
 * answers `/` and `/x/` with their `index.html` and every other path with its file, all read into memory
 * at start. Text files are also kept Brotli-compressed at the highest level, as the site's build writes
 * its copies (`build/precompressed-assets.ts`), and sent so to a browser that accepts `br`.
 */
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const [port = '0', folder = '.'] = process.argv.slice(2);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};
const SMALLEST_WORTH_COMPRESSING = 1_024;

interface File {
  type: string;
  body: Buffer;
  brotli?: Buffer;
}

const files = new Map<string, File>();
for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const absolute = path.join(entry.parentPath, entry.name);
  const url = `/${path.relative(folder, absolute).split(path.sep).join('/')}`.replace(
    /(^|\/)index\.html$/,
    '$1',
  );
  const body = await readFile(absolute);
  const type = TYPES[path.extname(entry.name)];
  const brotli =
    type && body.length >= SMALLEST_WORTH_COMPRESSING
      ? brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : undefined;
  files.set(url, {
    type: type ?? 'application/octet-stream',
    body,
    brotli: brotli && brotli.length < body.length ? brotli : undefined,
  });
}

createServer((req, res) => {
  const file = files.get(new URL(req.url ?? '/', 'http://floor').pathname);
  if (!file) {
    res.writeHead(404).end();
    return;
  }
  const brotli = file.brotli && /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = brotli && file.brotli ? file.brotli : file.body;
  res.writeHead(200, {
    'Content-Type': file.type,
    'Content-Length': body.length,
    Vary: 'Accept-Encoding',
    ...(brotli ? { 'Content-Encoding': 'br' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}).listen(Number(port), '127.0.0.1', () => console.log('ready'));
