import {
  type DependencyCheck,
  type DependencyName,
  type Readiness,
  summariseReadiness,
} from '#domain/system/readiness.ts';
import type { DependencyProbe } from './ports.ts';

const PROBE_TIMEOUT_MS = 2000;

/** Probes every dependency in parallel, each bounded by a timeout, and says whether the site can serve. */
export async function checkReadiness(probes: Record<DependencyName, DependencyProbe>): Promise<Readiness> {
  const names = Object.keys(probes) as DependencyName[];
  const checks = await Promise.all(names.map((name) => runProbe(name, probes[name])));
  return summariseReadiness(checks);
}

async function runProbe(name: DependencyName, probe: DependencyProbe): Promise<DependencyCheck> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
  });
  try {
    const ok = await Promise.race([probe(), timeout]);
    return { name, ok, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { name, ok: false, latencyMs: Math.round(performance.now() - started), error: message };
  } finally {
    clearTimeout(timer);
  }
}
