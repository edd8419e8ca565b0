/** The requests of `serverTimeP95`, timed in a thread that does nothing else. */
import { parentPort, workerData } from 'node:worker_threads';
import type { ServerTime, ServerTimeOptions } from './server-time.ts';

const { url, options } = workerData as { url: string; options: ServerTimeOptions };
const { headers = {}, warmUps = 30, requests = 300 } = options;

let errors = 0;
const send = async () => {
  const started = performance.now();
  const response = await fetch(url, { headers, redirect: 'manual' });
  await response.arrayBuffer();
  if (response.status !== 200) errors += 1;
  return performance.now() - started;
};
for (let warmUp = 0; warmUp < warmUps; warmUp++) await send();
errors = 0;
const times: number[] = [];
for (let sent = 0; sent < requests; sent++) times.push(await send());
times.sort((a, b) => a - b);
const p95 = Math.round((times[Math.ceil(times.length * 0.95) - 1] ?? 0) * 10) / 10;
parentPort?.postMessage({ p95, errors } satisfies ServerTime);
