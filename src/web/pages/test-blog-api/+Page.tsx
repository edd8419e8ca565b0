import { BlogApiTester } from '../../components/system-tests/BlogApiTester.tsx';
import { TestPageHeader } from '../../components/system-tests/TestPageHeader.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';

export default function Page() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <TestPageHeader heading={t('testBlogApi.heading')} intro={t('testBlogApi.intro')} />
      <BlogApiTester />
    </main>
  );
}
