import { yieldToMain } from '../lib/yield-to-main.ts';

/** Vike has just read its page table: routing and the page's hydration go on in tasks of their own. */
export async function onCreateGlobalContext(): Promise<void> {
  await yieldToMain();
}
