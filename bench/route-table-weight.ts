/**
 * vike's route table (issue 31), in every page's first load: every page's route, entry, chunks to
 * preload and settings, gzip, measured by weighing the built chunk that holds it with and without it.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TABLE_START = '[{pageId:';

/** The end of the array opening at `start`, by counting brackets (the table holds no bracket in a string). */
function arrayEnd(code: string, start: number): number {
  let depth = 0;
  for (let index = start; index < code.length; index += 1) {
    const char = code[index];
    if (char === '[' || char === '{' || char === '(') depth += 1;
    else if (char === ']' || char === '}' || char === ')') depth -= 1;
    if (depth === 0) return index + 1;
  }
  return code.length;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export async function routeTableWeight(clientDir = 'dist/client'): Promise<{
  chunkKb: number;
  tableKb: number;
  pages: number;
}> {
  const chunks = path.join(clientDir, 'assets/chunks');
  for (const file of await readdir(chunks)) {
    const code = await readFile(path.join(chunks, file), 'utf8');
    const start = code.indexOf(TABLE_START);
    if (start === -1) continue;
    const end = arrayEnd(code, start);
    const without = `${code.slice(0, start)}[]${code.slice(end)}`;
    const chunkBytes = gzipSync(code).length;
    return {
      chunkKb: kb(chunkBytes),
      tableKb: kb(chunkBytes - gzipSync(without).length),
      pages: code.slice(start, end).split('{pageId:').length - 1,
    };
  }
  throw new Error(`no chunk in ${chunks} holds vike's route table`);
}
