import type { PageContextServer } from 'vike/types';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  return { account: await pageContext.trpc.accounts.me() };
}
