import { useTranslation } from '../../i18n/use-translation.tsx';
import { Button } from '../ui/Button.tsx';

/** The look shared by the error boundary and the server's 500 page. */
export function ErrorScreen({ errorId, onTryAgain }: { errorId: string; onTryAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 text-center">
      <h1 className="text-2xl font-semibold">{t('errors.serverTitle')}</h1>
      <p className="mt-4 font-mono text-xs text-stone-500" data-testid="error-id">
        {t('errors.errorId', { id: errorId })}
      </p>
      <div className="mt-8 flex gap-3">
        <Button onClick={onTryAgain}>{t('errors.tryAgain')}</Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('errors.reloadPage')}
        </Button>
      </div>
    </main>
  );
}
