import { spawn } from 'node:child_process';
import { freePort } from './site.ts';

/** The same bytes as the site sends, from memory, by a server doing nothing else (its own process). */
export async function startStaticServer(htmlFiles: string[]) {
  const port = await freePort();
  const child = spawn(process.execPath, ['bench/static-html-server.ts', String(port), ...htmlFiles], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => child.stdout?.once('data', resolve));
  return { url: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, stop: () => child.kill() };
}
