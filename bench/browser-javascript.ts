/**
 * The JavaScript a first visit downloads, as the browser fetched it (issue 42): a fresh Chromium context
 * on Lighthouse's phone (a Moto G Power's screen and user agent) opens the page, waits until the page has
 * hydrated, every island has hydrated and the network is idle, then waits a little longer for what loads
 * when the browser is idle. Every JavaScript response is counted at the bytes that crossed the wire
 * (Brotli, as the site sends it to Chromium), whoever asked for it: the HTML's scripts, their imports,
 * the islands' code and anything loaded later. A static count of the HTML's modules (`page-weight.ts`)
 * misses what the page loads by itself once it runs.
 */
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import type { Browser, Request } from 'playwright-core';

/** What may still load once the browser is idle, after the network first goes quiet. */
const IDLE_LOADS_MS = 2_000;
/** The phone Lighthouse's mobile runs emulate, so both measures see the same screen. */
const phone = (() => {
  const mobile = screenEmulationMetrics.mobile;
  if (!mobile) throw new Error("Lighthouse's mobile screen emulation is missing");
  return mobile;
})();

export interface BrowserJavaScript {
  /** Encoded (transferred) bytes of every JavaScript response, in KB. */
  kb: number;
  files: number;
  largest: { path: string; kb: number };
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const isJavaScript = (request: Request, contentType: string) =>
  /javascript|ecmascript/.test(contentType) ||
  (request.resourceType() === 'script' && /\.m?js$/.test(new URL(request.url()).pathname));

/**
 * JavaScript `url` makes a first visit download. `hydrates`: the page marks its hydration
 * (`html[data-hydrated="true"]`, `[data-island="hydrated"]`), as the site's pages do and the floor does not.
 */
export async function browserJavaScript(
  browser: Browser,
  url: string,
  hydrates: boolean,
): Promise<BrowserJavaScript> {
  const context = await browser.newContext({
    viewport: { width: phone.width, height: phone.height },
    deviceScaleFactor: phone.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
  const sizes: Array<Promise<{ path: string; bytes: number } | undefined>> = [];
  let inFlight = 0;
  context.on('request', () => {
    inFlight += 1;
  });
  context.on('requestfailed', () => {
    inFlight -= 1;
  });
  context.on('requestfinished', (request) => {
    inFlight -= 1;
    sizes.push(
      (async () => {
        const headers = (await request.response())?.headers() ?? {};
        if (!isJavaScript(request, headers['content-type'] ?? '')) return;
        const { responseBodySize } = await request.sizes();
        return {
          path: new URL(request.url()).pathname,
          bytes: responseBodySize || Number(headers['content-length'] ?? 0),
        };
      })(),
    );
  });
  let files: Array<{ path: string; bytes: number }>;
  try {
    const page = await context.newPage();
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    if (hydrates)
      await page.waitForFunction(
        () =>
          document.documentElement.dataset.hydrated === 'true' &&
          [...document.querySelectorAll('[data-island]')].every(
            (island) => island.getAttribute('data-island') === 'hydrated',
          ),
        undefined,
        { timeout: 30_000 },
      );
    // Idle-time loads have no signal of their own: wait a while, then for whatever they started.
    await page.waitForTimeout(IDLE_LOADS_MS);
    for (let waited = 0; inFlight > 0 && waited < 10_000; waited += 50) await page.waitForTimeout(50);
    files = (await Promise.all(sizes)).filter((file) => file !== undefined);
  } finally {
    await context.close();
  }
  const largest = files.reduce((a, b) => (b.bytes > a.bytes ? b : a), { path: '—', bytes: 0 });
  return {
    kb: kb(files.reduce((sum, file) => sum + file.bytes, 0)),
    files: files.length,
    largest: { path: largest.path, kb: kb(largest.bytes) },
  };
}
