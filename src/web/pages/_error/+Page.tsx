import { usePageContext } from 'vike-react/usePageContext';
import { ErrorScreen } from '../../components/layout/ErrorScreen.tsx';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { ACCESS_DENIED, POST_NOT_FOUND } from '../../lib/abort-reasons.ts';

export default function Page() {
  const { is404, requestId, abortReason } = usePageContext();
  const { t } = useTranslation();
  if (abortReason === ACCESS_DENIED)
    return (
      <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 text-center">
        <h1 className="text-3xl font-semibold">{t('errors.accessDeniedTitle')}</h1>
        <p className="mt-3 text-stone-600">{t('errors.accessDeniedText')}</p>
        <ButtonLink href="/" className="mt-8">
          {t('errors.backHome')}
        </ButtonLink>
      </main>
    );
  if (!is404) return <ErrorScreen errorId={requestId} onTryAgain={() => window.location.reload()} />;
  if (abortReason === POST_NOT_FOUND)
    return (
      <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 text-center">
        <h1 className="text-3xl font-semibold">{t('post.notFoundTitle')}</h1>
        <p className="mt-3 text-stone-600">{t('post.notFoundText')}</p>
        <ButtonLink href="/blog" className="mt-8">
          {t('post.backToBlogLink')}
        </ButtonLink>
      </main>
    );
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 text-center">
      <p className="text-6xl font-bold text-stone-500">{t('errors.notFoundCode')}</p>
      <h1 className="mt-4 text-2xl font-semibold">{t('errors.notFoundTitle')}</h1>
      <ButtonLink href="/" className="mt-8">
        {t('errors.backHome')}
      </ButtonLink>
    </main>
  );
}
