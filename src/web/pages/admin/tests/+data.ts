import type { PageContextServer } from 'vike/types';

export type Data = Awaited<ReturnType<typeof data>>;

/** The test-user keys and the failed e-mails come with the page; the checks run in the browser once it is shown. */
export async function data(pageContext: PageContextServer) {
  const [testUserKeys, failedEmails] = await Promise.all([
    pageContext.trpc.system.testUserKeys(),
    pageContext.trpc.system.failedEmails(),
  ]);
  return { testUserKeys, failedEmails };
}
