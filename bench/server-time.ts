/**
 * Server time as the bench reports it: requests sent one after another on one keep-alive connection,
 * after a warm-up; the p95 in milliseconds (one decimal) and how many answers were not `200`.
 *
 * The requests go out from a worker thread of their own. The bench's main thread has seeded databases
 * and run load tests by then, and its collector ran a major collection about every 250 ms (20-35 ms of
 * marking each, `--trace-gc`): timed from there, a page that takes 25 ms at p95 read as 50 ms.
 */
import { Worker } from 'node:worker_threads';

export interface ServerTimeOptions {
  headers?: Record<string, string>;
  warmUps?: number;
  requests?: number;
}

export interface ServerTime {
  p95: number;
  errors: number;
}

export function serverTimeP95(url: string, options: ServerTimeOptions = {}): Promise<ServerTime> {
  const worker = new Worker(new URL('./server-time-worker.ts', import.meta.url), {
    workerData: { url, options },
  });
  return new Promise<ServerTime>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the server-time worker exited with ${code}`)));
  }).finally(() => worker.terminate());
}
