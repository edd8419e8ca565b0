import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest)$/;
const SMALLEST_WORTH_COMPRESSING = 1_024;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every script and stylesheet of the browser's
 * build, at the highest levels, so the site serves them as they are (`src/web/server/pages.ts`) instead
 * of compressing the same bytes again for every request. A copy that would not be smaller is not written.
 */
export function precompressedAssets(): Plugin {
  return {
    name: 'precompressed-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(output, bundle) {
      const outputDir = output.dir ?? path.dirname(output.file ?? '');
      const files = Object.values(bundle).filter(
        (file) => COMPRESSIBLE.test(file.fileName) && !file.fileName.startsWith('.vite/'),
      );
      await Promise.all(files.map((file) => writeCompressedCopies(outputDir, file)));
    },
  };
}

async function writeCompressedCopies(
  outputDir: string,
  file: Rolldown.OutputChunk | Rolldown.OutputAsset,
): Promise<void> {
  const content = Buffer.from(file.type === 'chunk' ? file.code : file.source);
  if (content.length < SMALLEST_WORTH_COMPRESSING) return;
  const target = path.join(outputDir, file.fileName);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < content.length) await writeFile(`${target}.br`, br);
  if (gz.length < content.length) await writeFile(`${target}.gz`, gz);
}
