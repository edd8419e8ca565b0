import { type FormEvent, type MouseEvent, useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { useTranslation } from '../../i18n/use-translation.tsx';
import {
  CLIENT_LOGIN_PATH,
  CLIENT_LOGIN_SENT_PARAM,
  type ClientLoginMode,
  clientLoginQuery,
  EXPIRED_LINK_PARAM,
  modeOf,
  ONBOARDING_LINK,
} from '../../lib/client-login.ts';
import { firstIssuePerField } from '../../lib/field-errors.ts';
import { submissionFor } from '../../lib/form-submission.ts';
import { TextField } from '../forms/TextField.tsx';
import { Button } from '../ui/Button.tsx';
import { classNames } from '../ui/class-names.ts';
import { FormError } from '../ui/FormError.tsx';
import { CheckYourEmail } from './CheckYourEmail.tsx';
import { clientLoginFieldMessage, postedFormError, postSignIn } from './client-login-messages.ts';
import { useClientSignIn } from './use-client-sign-in.ts';

/**
 * 'Client Portal Access': e-mail and a magic link (default), or e-mail and password. Before its script
 * has loaded (or without one) the mode is a link (`?mode=password`) and the form posts to
 * /client_login, which sends the link or signs in, then redirects (Post/Redirect/Get).
 */
export function ClientLoginForm() {
  const { t } = useTranslation();
  const { requestLink, signedIn, refused } = useClientSignIn();
  const { urlParsed, formSubmission } = usePageContext();
  const search = urlParsed.search;
  const redirect = useRedirectWithHash(search.redirect);
  const posted = submissionFor(formSubmission, 'clientLogin');
  const postedCode = submissionFor(formSubmission, 'clientCode');
  const [mode, setMode] = useState<ClientLoginMode>(() => (posted ? modeOf(posted.values) : modeOf(search)));
  const [email, setEmail] = useState(posted?.values.email ?? search.email ?? '');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>(posted?.fieldErrors ?? {});
  const [formError, setFormError] = useState(() => postedFormError(t, posted));
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(() => {
    if (postedCode) return postedCode.values.email ?? '';
    return search[CLIENT_LOGIN_SENT_PARAM] === '1' ? (search.email ?? '') : null;
  });

  function chooseMode(next: ClientLoginMode) {
    return (event: MouseEvent) => {
      event.preventDefault();
      setMode(next);
      setFieldErrors({});
      setFormError(null);
      const url = new URL(window.location.href);
      if (next === 'password') url.searchParams.set('mode', 'password');
      else url.searchParams.delete('mode');
      window.history.replaceState(window.history.state, '', url);
    };
  }

  function backToLogin() {
    setSentTo(null);
    const url = new URL(window.location.href);
    url.searchParams.delete(CLIENT_LOGIN_SENT_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const { clientPasswordSignInSchema, magicLinkRequestSchema } = await import(
      '#application/client-sign-in/schemas.ts'
    );
    const schema = mode === 'password' ? clientPasswordSignInSchema : magicLinkRequestSchema;
    const parsed = schema.safeParse(mode === 'password' ? { email, password } : { email });
    setFieldErrors(parsed.success ? {} : firstIssuePerField(parsed.error.issues));
    if (!parsed.success) return;
    setBusy(true);
    // Read now, not from the effect's state: a visitor quick enough to press before it rendered kept
    // the page without its #hash.
    const target = withPageHash(search.redirect);
    if (mode === 'magic') {
      const sent = await requestLink(parsed.data.email, target);
      setBusy(false);
      if (sent) setSentTo(parsed.data.email.trim());
      return;
    }
    const answer = await postSignIn<{ redirectTo: string }>('/auth/client/sign-in', {
      ...parsed.data,
      redirect: target,
    });
    if (answer.ok && answer.data) return signedIn(answer.data.redirectTo);
    setBusy(false);
    setPassword('');
    refused(answer);
  }

  if (sentTo !== null)
    return <CheckYourEmail email={sentTo} redirect={redirect} posted={postedCode} onBack={backToLogin} />;

  const modeLink = (target: ClientLoginMode, label: string) => (
    <a
      href={`${CLIENT_LOGIN_PATH}${clientLoginQuery({ mode: target === 'password' ? 'password' : undefined, email: email || undefined, redirect })}`}
      aria-current={mode === target ? 'true' : undefined}
      onClick={chooseMode(target)}
      className={classNames(
        'flex-1 rounded-md px-3 py-2 text-center text-sm font-medium',
        mode === target ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-600 hover:text-stone-900',
      )}
    >
      {label}
    </a>
  );

  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">{t('clientLogin.title')}</h1>
      <p className="mt-2 text-sm text-stone-600">{t('clientLogin.subtitle')}</p>
      {search[EXPIRED_LINK_PARAM] === '1' && (
        <p role="status" className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t('clientLogin.linkExpired')}
        </p>
      )}
      <form
        method="post"
        action={`${CLIENT_LOGIN_PATH}${clientLoginQuery({ redirect })}`}
        noValidate
        onSubmit={submit}
        className="mt-8 space-y-5 rounded-lg border border-stone-200 bg-white p-6"
      >
        <fieldset>
          <legend className="text-sm font-medium text-stone-700">{t('clientLogin.modeLabel')}</legend>
          <div className="mt-2 flex gap-1 rounded-lg bg-stone-100 p-1">
            {modeLink('magic', t('clientLogin.modeMagic'))}
            {modeLink('password', t('clientLogin.modePassword'))}
          </div>
        </fieldset>
        <input type="hidden" name="mode" value={mode} />
        <TextField
          id="client-email"
          name="email"
          type="email"
          autoComplete="email"
          label={t('clientLogin.email')}
          placeholder={t('clientLogin.emailPlaceholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={clientLoginFieldMessage(t, fieldErrors.email)}
        />
        {mode === 'password' && (
          <TextField
            id="client-password"
            name="password"
            type="password"
            autoComplete="current-password"
            label={t('clientLogin.password')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={clientLoginFieldMessage(t, fieldErrors.password)}
          />
        )}
        {mode === 'magic' && <p className="text-sm text-stone-600">{t('clientLogin.magicHint')}</p>}
        <FormError message={formError} />
        <Button
          type="submit"
          variant="brand"
          busy={busy}
          busyLabel={mode === 'magic' ? t('clientLogin.sendingLink') : t('clientLogin.signingIn')}
          className="w-full"
        >
          {mode === 'magic' ? t('clientLogin.sendLink') : t('clientLogin.signIn')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-stone-600">
        {t('clientLogin.newHere')}{' '}
        <a
          href={ONBOARDING_LINK}
          className="font-medium text-amber-800 underline underline-offset-2 hover:text-amber-900"
        >
          {t('clientLogin.startProject')}
        </a>
      </p>
    </div>
  );
}

/**
 * The page to land on after signing in. A portal page opened signed out (`/portal/proposals/…#pay`) is
 * redirected here by the server, which never sees its `#pay`: the browser keeps it on this page's
 * address, and it is put back on the target here.
 */
function useRedirectWithHash(requested: string | undefined): string | undefined {
  const [redirect, setRedirect] = useState(requested);
  useEffect(() => setRedirect(withPageHash(requested)), [requested]);
  return redirect;
}

function withPageHash(requested: string | undefined): string | undefined {
  const { hash } = window.location;
  return requested && hash.length > 1 && !requested.includes('#') ? `${requested}${hash}` : requested;
}
