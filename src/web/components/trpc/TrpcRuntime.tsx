import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createBrowserTrpcClient, TRPCProvider } from '../../lib/trpc.ts';

/**
 * tRPC with React Query, for the screens whose queries share a cache and refresh each other (the
 * admin). Public pages call procedures through `lib/procedure-calls.ts` and never download this runtime.
 */
export function TrpcRuntime({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } }),
  );
  const [trpcClient] = useState(createBrowserTrpcClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
