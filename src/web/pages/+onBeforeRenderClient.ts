import { yieldToMain } from '../lib/yield-to-main.ts';

/** The page is routed and its code loaded: React's render starts in a task of its own. */
export async function onBeforeRenderClient(): Promise<void> {
  await yieldToMain();
}
