import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StorageProbe } from '#application/system/ports.ts';

/**
 * The uploads folder as the system checks see it. The owner's check writes, reads back and removes a
 * dot-named file (express.static never serves dot files); a visitor's run only asks whether it could.
 */
export function createStorageProbe(uploadsDir: string): StorageProbe {
  return {
    async writeReadRemove() {
      await mkdir(uploadsDir, { recursive: true });
      const file = path.join(uploadsDir, `.system-check-${randomUUID()}`);
      const written = `system check ${new Date().toISOString()}`;
      try {
        await writeFile(file, written);
        const read = await readFile(file, 'utf8');
        if (read !== written) throw new Error(`${file} read back differently than written`);
      } finally {
        await rm(file, { force: true });
      }
    },
    canWrite: () => writableFolder(uploadsDir),
  };
}

/**
 * Whether a file could be written under `folder`: it, or the nearest folder above it when it is not
 * made yet (uploads are created on first use), is a folder this process may write to.
 */
async function writableFolder(folder: string): Promise<boolean> {
  const info = await stat(folder).catch(() => null);
  if (!info) {
    const parent = path.dirname(folder);
    return parent !== folder && writableFolder(parent);
  }
  if (!info.isDirectory()) return false;
  return access(folder, constants.W_OK).then(
    () => true,
    () => false,
  );
}
