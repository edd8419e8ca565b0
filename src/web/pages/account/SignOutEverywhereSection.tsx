import { Button } from '../../components/ui/Button.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { SIGN_OUT_EVERYWHERE_PATH } from '../../lib/form-submission.ts';

/**
 * 'Sign out everywhere': ends every session of the account, this browser's included. A plain form,
 * script or not: the answer is a new page either way (the home page, signed out).
 */
export function SignOutEverywhereSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="sessions-heading" className="mt-10">
      <h2 id="sessions-heading" className="text-xl font-semibold">
        {t('account.sessionsTitle')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('account.sessionsIntro')}</p>
      <form method="post" action={SIGN_OUT_EVERYWHERE_PATH} className="mt-4">
        <Button type="submit" variant="danger-outline">
          {t('account.signOutEverywhere')}
        </Button>
      </form>
    </section>
  );
}
