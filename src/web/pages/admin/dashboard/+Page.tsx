import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';

export default function Page() {
  const { t } = useTranslation();
  const { user } = usePageContext();
  return (
    <main className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">{t('nav.adminDashboard')}</h1>
      <p className="mt-2 text-stone-600">{t('admin.welcome', { name: user?.firstName ?? '' })}</p>
    </main>
  );
}
