import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { PAGE_LANGUAGE_HEADER } from '../i18n/languages.ts';
import type { AppRouter } from '../server/trpc/app.router.ts';
import { TRPC_MAX_BATCH } from './trpc-limits.ts';

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

export function createBrowserTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: '/trpc',
        maxItems: TRPC_MAX_BATCH,
        // The page's language (its `<html lang>`), for what the server writes back: e-mails above all.
        headers: () => ({ [PAGE_LANGUAGE_HEADER]: document.documentElement.lang }),
      }),
    ],
  });
}
