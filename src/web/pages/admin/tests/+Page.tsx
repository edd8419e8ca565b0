import { useData } from 'vike-react/useData';
import { FailedEmails } from '#web/components/admin-tests/FailedEmails.tsx';
import { SystemChecks } from '#web/components/admin-tests/SystemChecks.tsx';
import { TestUserKeysPanel } from '#web/components/admin-tests/TestUserKeysPanel.tsx';
import { TrpcRuntime } from '#web/components/trpc/TrpcRuntime.tsx';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import type { Data } from './+data.ts';

/** `/admin/tests`: the owner's checks of the running site, the e-mails not sent, and the keys of the test-user API. */
export default function Page() {
  const { t } = useTranslation();
  const { testUserKeys, failedEmails } = useData<Data>();
  return (
    <TrpcRuntime>
      <main className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">{t('adminTests.title')}</h1>
        <p className="mt-2 text-stone-600">{t('adminTests.intro')}</p>
        <SystemChecks />
        <FailedEmails failed={failedEmails} />
        <TestUserKeysPanel keys={testUserKeys} />
      </main>
    </TrpcRuntime>
  );
}
