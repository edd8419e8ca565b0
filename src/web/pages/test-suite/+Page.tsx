import { useData } from 'vike-react/useData';
import { SiteSuiteRunner } from '../../components/system-tests/SiteSuiteRunner.tsx';
import { TestPageHeader } from '../../components/system-tests/TestPageHeader.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { t } = useTranslation();
  const { last } = useData<Data>();
  return (
    <main className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <TestPageHeader heading={t('testSuite.heading')} intro={t('testSuite.intro')} />
      <SiteSuiteRunner initial={last} />
    </main>
  );
}
