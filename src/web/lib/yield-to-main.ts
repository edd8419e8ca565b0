/**
 * Ends the current task and goes on in a new one, so the browser can answer a tap or paint in between.
 * On a phone a page's start-up (vike's routing, reading the page context, React's first render) ran as
 * one chain of promises, a single task of 200 ms and more; each yield cuts it where a hook allows.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
