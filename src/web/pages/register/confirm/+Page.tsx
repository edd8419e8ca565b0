import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { FINISH_SIGN_UP_PATH } from '#domain/accounts/sign-up.ts';
import { Button, ButtonLink } from '../../../components/ui/Button.tsx';
import { submissionFor } from '../../../lib/form-submission.ts';

/**
 * The page a sign-up's e-mailed link opens: one button. Opening the page creates nothing (mail scanners
 * open links before people do); the button's post (a plain form, with or without the script) creates
 * the account, signs it in and goes where the sign-up asked, else to the account settings. A link that
 * cannot be used says so, with the way to sign up again.
 */
export default function Page() {
  const { t } = useTranslation();
  const { urlParsed, formSubmission } = usePageContext();
  const { token, redirect } = urlParsed.search;
  const refused = submissionFor(formSubmission, 'registerConfirm');
  const [busy, setBusy] = useState(false);
  const again = redirect ? `/register?${new URLSearchParams({ redirect })}` : '/register';

  if (refused || !token)
    return (
      <main className="mx-auto max-w-md px-4 py-16">
        <h1 className="text-3xl font-bold tracking-tight">{t('register.confirm.invalidTitle')}</h1>
        <p role="alert" className="mt-3 text-sm text-stone-700">
          {refused?.formErrorCode === 'ACCOUNTS.EMAIL_TAKEN'
            ? t('validation.emailTaken')
            : t('register.confirm.invalid')}
        </p>
        <ButtonLink href={again} variant="brand" className="mt-8">
          {t('register.confirm.again')}
        </ButtonLink>
      </main>
    );

  const action = redirect
    ? `${FINISH_SIGN_UP_PATH}?${new URLSearchParams({ redirect })}`
    : FINISH_SIGN_UP_PATH;
  return (
    <main className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">{t('register.confirm.title')}</h1>
      <p className="mt-3 text-sm text-stone-700">{t('register.confirm.text')}</p>
      <form method="post" action={action} onSubmit={() => setBusy(true)} className="mt-8">
        <input type="hidden" name="token" value={token} />
        <Button
          type="submit"
          variant="brand"
          size="lg"
          busy={busy}
          busyLabel={t('register.confirm.submitting')}
          className="w-full"
        >
          {t('register.confirm.submit')}
        </Button>
      </form>
    </main>
  );
}
