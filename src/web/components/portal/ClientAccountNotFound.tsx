import { useTranslation } from '../../i18n/use-translation.tsx';
import { ButtonLink } from '../ui/Button.tsx';

/** Spec: a signed-in person without a client record is sent to the onboarding form. */
export function ClientAccountNotFound() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold tracking-tight">{t('portal.notFound.title')}</h1>
      <p className="mt-3 text-stone-600">{t('portal.notFound.text')}</p>
      <ButtonLink href="/client_onboarding" variant="brand" size="lg" className="mt-8">
        {t('portal.notFound.start')}
      </ButtonLink>
    </main>
  );
}
