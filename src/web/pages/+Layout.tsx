import '../styles/global.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/i18n.ts';
import { createBrowserTrpcClient, TRPCProvider } from '../lib/trpc.ts';

export default function Layout({ children }: { children: ReactNode }) {
  const [i18n] = useState(() => createI18n());
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } }),
  );
  const [trpcClient] = useState(createBrowserTrpcClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <div className="min-h-screen bg-stone-50 text-stone-900">{children}</div>
        </TRPCProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
