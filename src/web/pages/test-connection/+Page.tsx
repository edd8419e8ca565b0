import { useData } from 'vike-react/useData';
import { ConnectionTests } from '../../components/system-tests/ConnectionTests.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { Data } from './+data.ts';

/** `/test-connection` ('System Connection Tests'): whether each service answers, without internals. */
export default function Page() {
  const { t } = useTranslation();
  const { last } = useData<Data>();
  return (
    <main className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{t('testConnection.title')}</h1>
      <p className="mt-2 text-stone-600">{t('testConnection.intro')}</p>
      <ConnectionTests initial={last} />
    </main>
  );
}
