import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../server/trpc/app.router.ts';

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

export function createBrowserTrpcClient() {
  return createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: '/trpc' })] });
}
