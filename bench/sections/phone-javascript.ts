/**
 * Issue 42: the JavaScript a first visit to each public page downloads on a phone, as Chromium fetched
 * it (`bench/browser-javascript.ts`): everything up to hydration, the islands and idle-time loads
 * included, at the bytes that crossed the wire. Beside it, the same figure for the stack's floor (vike +
 * React rendering one heading), served as static files with the same compression. The budget is the
 * first-load budget of `page-weights.ts` (≤ 110 KB on a post, ≤ 115 KB on other public pages).
 */
import { launchChromium } from '../../tests/fixtures/harness/browser.ts';
import { browserJavaScript } from '../browser-javascript.ts';
import { startFloorSite } from '../floor.ts';
import { isPost, publicPhonePages } from '../phone-pages.ts';
import type { BenchSite } from '../site.ts';
import { addSummaryRow } from '../summary.ts';
import { JS_BUDGET_KB } from './page-weights.ts';

const budgetOf = (path: string) => (isPost(path) ? JS_BUDGET_KB.post : JS_BUDGET_KB.public);
const round = (kb: number) => Math.round(kb * 10) / 10;

/** Transferred JavaScript of a first visit to each public page and to the floor, in Chromium on a phone. */
export async function phoneJavaScriptSection(site: BenchSite) {
  const floor = await startFloorSite();
  const browser = await launchChromium();
  try {
    const floorJs = await browserJavaScript(browser, `${floor.url}/`, false);
    const pages = [];
    for (const path of await publicPhonePages(site.url))
      pages.push({ path, js: await browserJavaScript(browser, `${site.url}${path}`, true) });

    console.log(
      `\nJavaScript a first visit downloads on a phone (Chromium, transferred KB: until hydrated, islands and idle-time loads included; budget ≤ ${JS_BUDGET_KB.post} KB on a post, ${JS_BUDGET_KB.public} KB on other public pages; the stack's floor: ${floorJs.kb} KB)`,
    );
    console.table([
      {
        page: 'the floor (vike + React, one heading)',
        KB: floorJs.kb,
        files: floorJs.files,
        'above floor KB': 0,
        'largest file': `${floorJs.largest.path} ${floorJs.largest.kb} KB`,
        budget: '—',
        met: '',
      },
      ...pages.map(({ path, js }) => ({
        page: path,
        KB: js.kb,
        files: js.files,
        'above floor KB': round(js.kb - floorJs.kb),
        'largest file': `${js.largest.path} ${js.largest.kb} KB`,
        budget: `≤ ${budgetOf(path)} KB`,
        met: js.kb <= budgetOf(path) ? 'yes' : 'NO',
      })),
    ]);

    addSummaryRow({
      measure: "JavaScript a first visit downloads on a phone, the stack's floor (transferred)",
      figure: `${floorJs.kb} KB in ${floorJs.files} files`,
      baseline: '—',
      goal: 'measured (the yardstick)',
      met: true,
    });
    for (const { path, js } of pages)
      addSummaryRow({
        measure: `JavaScript a first visit downloads on a phone, ${path} (transferred, islands and idle loads included)`,
        figure: `${js.kb} KB in ${js.files} files (floor +${round(js.kb - floorJs.kb)})`,
        baseline: `floor ${floorJs.kb} KB`,
        goal: `≤ ${budgetOf(path)} KB`,
        met: js.kb <= budgetOf(path),
        budget: true,
      });
  } finally {
    await browser.close();
    floor.stop();
  }
}
