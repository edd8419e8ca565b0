import type { PageContextServer } from 'vike/types';

export type Data = Awaited<ReturnType<typeof data>>;

/** The test-user keys come with the page; the checks run in the browser once it is shown. */
export async function data(pageContext: PageContextServer) {
  return { testUserKeys: await pageContext.trpc.system.testUserKeys() };
}
