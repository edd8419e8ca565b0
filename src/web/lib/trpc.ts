import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../server/trpc/app.router.ts';
import { TRPC_MAX_BATCH } from './trpc-limits.ts';

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

export function createBrowserTrpcClient() {
  return createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: '/trpc', maxItems: TRPC_MAX_BATCH })] });
}
