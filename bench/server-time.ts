/**
 * Server time as the bench reports it: requests sent one after another on one keep-alive connection,
 * after a warm-up; the p95 in milliseconds (one decimal) and how many answers were not `200`.
 */
export async function serverTimeP95(
  url: string,
  options: { headers?: Record<string, string>; warmUps?: number; requests?: number } = {},
): Promise<{ p95: number; errors: number }> {
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
  return { p95: Math.round((times[Math.ceil(times.length * 0.95) - 1] ?? 0) * 10) / 10, errors };
}
