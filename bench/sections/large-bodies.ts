import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { BenchSite } from '../site.ts';
import { sleep } from '../site.ts';
import { addSummaryRow } from '../summary.ts';

const MB = 1024 * 1024;
const BODY_BYTES = 50 * MB;
const GOAL_GROWTH_MB = 20;
const EARLY_ANSWER_WAIT_MS = 500;
/** Public routes that read a body, and one that reads none (a page). */
const ROUTES = [
  '/trpc/newsletter.subscribe',
  '/trpc/contact.send',
  '/auth/sign-in',
  '/login',
  '/api/client-errors',
  '/contact',
  '/blog',
];

/** VmRSS and VmHWM (its peak since the last reset) of a process, in MB. */
function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** Resets a process's VmHWM to its current RSS (Linux ≥ 4.0, our own processes). */
function resetPeak(pid: number): void {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // Without it the peak includes earlier requests: the figure only gets worse, never better.
  }
}

/**
 * Sends `bytes` of JSON-looking body and resolves with the answer's status. Like a client sending
 * `Expect: 100-continue`, it pauses after the first megabyte for an early answer (a refusal from the
 * headers), and otherwise sends the rest: a server that reads the whole body gets all of it.
 */
function post(url: string, bytes: number): Promise<number> {
  return new Promise((resolve) => {
    let status = 0;
    // A connection of its own: a reused one the server has just closed would read as a failure.
    const call = request(url, {
      agent: false,
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(bytes),
        Origin: new URL(url).origin,
      },
    });
    call.on('response', (response) => {
      status = response.statusCode ?? 0;
      response.resume();
      response.on('end', () => resolve(status));
    });
    // A server that answered and closed the connection mid-body: the answer is what counts.
    call.on('error', () => resolve(status));
    const chunk = Buffer.alloc(MB, 'a');
    let sent = 0;
    const sendMore = () => {
      while (sent < bytes && status === 0) {
        const part = chunk.subarray(0, Math.min(MB, bytes - sent));
        sent += part.length;
        if (!call.write(part)) return void call.once('drain', sendMore);
      }
      if (sent >= bytes) call.end();
    };
    call.write(chunk.subarray(0, Math.min(MB, bytes)), () => {
      sent = Math.min(MB, bytes);
      setTimeout(sendMore, EARLY_ANSWER_WAIT_MS);
    });
  });
}

/**
 * Issue 28: a 50 MB body to a public route answers 413 and the web process's memory hardly moves;
 * beside each, the same route with a 1 KB body (the baseline of the same run).
 */
export async function largeBodiesSection(site: BenchSite) {
  const rows = [];
  for (const route of ROUTES) {
    const url = `${site.url}${route}`;
    await sleep(200);
    resetPeak(site.pid);
    const small = memoryMb(site.pid);
    const smallStatus = await post(url, 1024);
    const smallGrowth = memoryMb(site.pid).peak - small.rss;
    await sleep(200);
    resetPeak(site.pid);
    const before = memoryMb(site.pid);
    const status = await post(url, BODY_BYTES);
    const growth = memoryMb(site.pid).peak - before.rss;
    rows.push({
      route,
      '50 MB status': status,
      'peak RSS growth MB': growth.toFixed(1),
      '1 KB status': smallStatus,
      '1 KB growth MB': smallGrowth.toFixed(1),
    });
    addSummaryRow({
      measure: `50 MB body to ${route}`,
      figure: `${status}, RSS +${growth.toFixed(1)} MB`,
      baseline: `1 KB body: ${smallStatus}, +${smallGrowth.toFixed(1)} MB`,
      goal: `413, < ${GOAL_GROWTH_MB} MB`,
      met: status === 413 && growth < GOAL_GROWTH_MB,
    });
  }
  console.log(`\nLarge bodies: ${BODY_BYTES / MB} MB to public routes (web process peak RSS growth)`);
  console.table(rows);
}
