import { type FormEvent, useState } from 'react';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { CLIENT_LOGIN_PATH, clientLoginQuery, VERIFY_LINK_PATH } from '../../lib/client-login.ts';
import { submissionFor } from '../../lib/form-submission.ts';
import type { Data } from '../../pages/client_login/verify/+data.ts';
import { ConfirmLinkForm, LinkRefused } from '../forms/EmailedLinkScreens.tsx';
import { clientLoginFailure, postSignIn } from './client-login-messages.ts';
import { useClientSignIn } from './use-client-sign-in.ts';

/**
 * The page a magic link opens: one "Sign in" button. Opening the page spends nothing (mail scanners
 * open links before people do); the button's POST spends the link and signs in. A link that cannot be
 * used (checked when the page opens, and again by the POST) says so, with the way to ask for a new one.
 */
export function VerifySignIn() {
  const { t } = useTranslation();
  const { signedIn } = useClientSignIn();
  const { urlParsed, formSubmission } = usePageContext();
  const token = urlParsed.search.token ?? '';
  const posted = submissionFor(formSubmission, 'clientVerify');
  const { usable, target } = useData<Data>();
  const [failure, setFailure] = useState<string | null>(() => {
    if (posted) return clientLoginFailure(t, { code: posted.formErrorCode });
    return usable ? null : t('clientLogin.errors.linkInvalid');
  });
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const answer = await postSignIn<{ redirectTo: string }>('/auth/client/verify', { token });
    // The link's address (with its spent token) leaves the history.
    if (answer.ok && answer.data)
      return signedIn(answer.data.redirectTo, { overwriteLastHistoryEntry: true });
    setBusy(false);
    setFailure(answer.code ? clientLoginFailure(t, answer) : t('clientLogin.toast.failed'));
  }

  if (failure)
    return (
      <div>
        <LinkRefused
          title={t('clientLogin.verify.invalidTitle')}
          reason={failure}
          href={`${CLIENT_LOGIN_PATH}${clientLoginQuery({ redirect: target ?? undefined })}`}
          linkLabel={t('clientLogin.verify.newLink')}
        />
      </div>
    );

  return (
    <div>
      <ConfirmLinkForm
        title={t('clientLogin.verify.title')}
        text={t('clientLogin.verify.text')}
        action={VERIFY_LINK_PATH}
        token={token}
        submitLabel={t('clientLogin.verify.submit')}
        busyLabel={t('clientLogin.verify.submitting')}
        busy={busy}
        onSubmit={submit}
      />
    </div>
  );
}
