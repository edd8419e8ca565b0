import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of the project's package.json (where `dist/` and `public/` are), found upwards from the
 * running module: the same from `src/main.ts` and from the server bundle in `dist/node/`.
 */
export function projectRootOf(moduleUrl: string): string {
  let folder = path.dirname(fileURLToPath(moduleUrl));
  while (!existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`no package.json above ${fileURLToPath(moduleUrl)}`);
    folder = parent;
  }
  return folder;
}
