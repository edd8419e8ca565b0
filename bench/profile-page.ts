/**
 * Where a page's long tasks go on a phone: `node bench/profile-page.ts <url> [cpu slowdown]`.
 *
 * Opens the page in a fresh Chromium context at a phone's size, the CPU slowed (4.88× unless given),
 * records the trace and a CPU profile together, and prints each task over 50 ms after the first
 * contentful paint with what filled it: the trace's style, layout and parse time, and the script
 * frames the profile sampled in it (the leaf with three callers, minified names as the bundle has
 * them; build with BUILD_SOURCEMAP=1 to look them up). Issue 42's causes were found this way.
 * Lighthouse's total blocking time comes from the same tasks; this says what is in them.
 */
import { launchChromium } from '#fixtures/harness/browser.ts';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const LONG_TASK_MS = 50;
const NATIVE_PARTS = ['ParseHTML', 'ParseAuthorStyleSheet', 'UpdateLayoutTree', 'Layout', 'Paint'];

const url = process.argv[2];
const slowdown = Number(process.argv[3] ?? 4.88);
if (!url) throw new Error('usage: node bench/profile-page.ts <url> [cpu slowdown]');

const browser = await launchChromium();
try {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1.75,
  });
  const page = await context.newPage();
  // A page of the same origin first, so the profiler is started in the renderer the page will use.
  await page.goto(new URL('/robots.txt', url).href);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(6000);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  printLongTasks(traceEvents, profile);
} finally {
  await browser.close();
}

function printLongTasks(traceEvents: TraceEvent[], profile: CpuProfile): void {
  const mainThreads = new Set(
    traceEvents
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const onMain = traceEvents.filter(
    (event) => event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`),
  );
  const fcp = Math.min(
    ...traceEvents.filter((event) => event.name === 'firstContentfulPaint').map((e) => e.ts),
  );
  const samples = timedSamples(profile);
  const frames = framesOf(profile);
  let blocking = 0;
  for (const task of onMain) {
    const duration = (task.dur ?? 0) / 1000;
    if (task.name !== 'RunTask' || duration <= LONG_TASK_MS || task.ts < fcp) continue;
    blocking += duration - LONG_TASK_MS;
    const end = task.ts + (task.dur ?? 0);
    const native = new Map<string, number>();
    for (const event of onMain)
      if (NATIVE_PARTS.includes(event.name) && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end)
        native.set(event.name, (native.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
    const scripts = new Map<string, number>();
    for (const sample of samples)
      if (sample.at >= task.ts && sample.at <= end) {
        const frame = frames(sample.node);
        if (frame) scripts.set(frame, (scripts.get(frame) ?? 0) + sample.ms);
      }
    const parts = [...native].map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(', ');
    console.log(`task at FCP +${((task.ts - fcp) / 1000).toFixed(0)} ms: ${duration.toFixed(0)} ms ${parts}`);
    for (const [frame, ms] of [...scripts].sort((a, b) => b[1] - a[1]).slice(0, 6))
      console.log(`  ${ms.toFixed(0).padStart(4)} ms  ${frame}`);
  }
  console.log(`blocking time after the first contentful paint: ${blocking.toFixed(0)} ms (CPU ${slowdown}×)`);
}

/** Each sample's time (the trace's clock) and how long it stood for. */
function timedSamples(profile: CpuProfile): { at: number; node: number; ms: number }[] {
  let at = profile.startTime;
  return profile.samples.map((node, index) => {
    at += profile.timeDeltas[index] ?? 0;
    return { at, node, ms: (profile.timeDeltas[index + 1] ?? 0) / 1000 };
  });
}

/** A sampled node as its leaf and three callers ("name@file:line:column < …"); null when idle. */
function framesOf(profile: CpuProfile): (id: number) => string | null {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  return (id) => {
    const leaf = byId.get(id);
    if (!leaf || leaf.callFrame.functionName === '(idle)') return null;
    const chain: string[] = [];
    for (
      let node: ProfileNode | undefined = leaf;
      node && chain.length < 4;
      node = byId.get(parentOf.get(node.id) ?? -1)
    ) {
      const { functionName, url: script, lineNumber, columnNumber } = node.callFrame;
      const file = script.replace(/^.*\//, '');
      chain.push(
        file ? `${functionName || '(anonymous)'}@${file}:${lineNumber}:${columnNumber}` : functionName,
      );
    }
    return chain.join(' < ');
  };
}
