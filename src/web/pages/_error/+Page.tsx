import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { ErrorScreen } from '../../components/layout/ErrorScreen.tsx';

export default function Page() {
  const { is404, requestId } = usePageContext();
  const { t } = useTranslation();
  if (!is404) return <ErrorScreen errorId={requestId} onTryAgain={() => window.location.reload()} />;
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 text-center">
      <p className="text-6xl font-bold text-stone-300">{t('errors.notFoundCode')}</p>
      <h1 className="mt-4 text-2xl font-semibold">{t('errors.notFoundTitle')}</h1>
      <a href="/" className="mt-8 rounded-md bg-stone-900 px-4 py-2 text-sm font-medium text-white">
        {t('errors.backHome')}
      </a>
    </main>
  );
}
