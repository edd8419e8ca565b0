import autocannon from 'autocannon';

export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  /** Transport errors and answers other than 2xx. */
  errors: number;
  non2xx: number;
}

/** One second of warm-up, then `DURATION_SECONDS` of autocannon with `connections` on `url`. */
export async function measure(
  url: string,
  options: { connections?: number; headers?: Record<string, string>; tlsOptions?: { ca: string } } = {},
): Promise<LoadFigures> {
  const settings = {
    url,
    connections: options.connections ?? 10,
    headers: options.headers,
    tlsOptions: options.tlsOptions,
  };
  await autocannon({ ...settings, duration: 1 });
  const result = await autocannon({ ...settings, duration: DURATION_SECONDS });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    non2xx: result.non2xx,
  };
}

export const ratio = (value: number, baseline: number) => (baseline > 0 ? value / baseline : 0);

/** A ratio to two decimals, rounded down, so a figure just under its goal never prints as the goal. */
export const formatRatio = (times: number) => `${(Math.floor(times * 100) / 100).toFixed(2)}×`;
