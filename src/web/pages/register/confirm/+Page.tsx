import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { FINISH_SIGN_UP_PATH } from '#domain/accounts/sign-up.ts';
import { ConfirmLinkForm, LinkRefused } from '#web/components/forms/EmailedLinkScreens.tsx';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { submissionFor } from '#web/lib/form-submission.ts';

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
        <LinkRefused
          title={t('register.confirm.invalidTitle')}
          reason={
            refused?.formErrorCode === 'ACCOUNTS.EMAIL_TAKEN'
              ? t('validation.emailTaken')
              : t('register.confirm.invalid')
          }
          href={again}
          linkLabel={t('register.confirm.again')}
        />
      </main>
    );

  const action = redirect
    ? `${FINISH_SIGN_UP_PATH}?${new URLSearchParams({ redirect })}`
    : FINISH_SIGN_UP_PATH;
  return (
    <main className="mx-auto max-w-md px-4 py-16">
      <ConfirmLinkForm
        title={t('register.confirm.title')}
        text={t('register.confirm.text')}
        action={action}
        token={token}
        submitLabel={t('register.confirm.submit')}
        busyLabel={t('register.confirm.submitting')}
        busy={busy}
        onSubmit={() => setBusy(true)}
      />
    </main>
  );
}
