import { type FormEvent, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { TextField } from '../../components/forms/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { FormError } from '../../components/ui/FormError.tsx';
import { translateServerMessage } from '../../i18n/server-messages.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { firstIssuePerField } from '../../lib/field-errors.ts';
import { type FormSubmission, submissionFor } from '../../lib/form-submission.ts';

/** The query string kept on the form's action and the sign-up link, so `redirect` survives both. */
function redirectQuery(redirect: string | undefined): string {
  return redirect ? `?${new URLSearchParams({ redirect })}` : '';
}

/**
 * E-mail and password, checked in the browser, then sent as JSON. Before its script has loaded (or
 * without one) it is a plain form posting to /login, which signs in and redirects, or answers with
 * this page showing the e-mail typed (never the password) and why it was refused.
 */
export default function Page() {
  const { t } = useTranslation();
  const { urlParsed, formSubmission } = usePageContext();
  const posted = submissionFor(formSubmission, 'login');
  const redirect = urlParsed.search.redirect;
  const [email, setEmail] = useState(posted?.values.email ?? '');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>(posted?.fieldErrors ?? {});
  const [formError, setFormError] = useState<string | null>(() => (posted ? postedFailure(posted) : null));
  const [busy, setBusy] = useState(false);

  function failureByStatus(status: number, retryAfterSeconds: number, message: string | undefined) {
    if (status === 401) return t('login.invalidCredentials');
    if (status === 429)
      return t('login.tooManyAttempts', { count: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });
    return message ? translateServerMessage(t, message) : t('login.failed');
  }

  function postedFailure(submission: FormSubmission): string | null {
    if (Object.keys(submission.fieldErrors).length > 0) return null;
    return failureByStatus(submission.status, submission.retryAfterSeconds ?? 60, submission.formError);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const { signInSchema } = await import('#application/accounts/schemas.ts');
    const parsed = signInSchema.safeParse({ email, password });
    setFieldErrors(parsed.success ? {} : firstIssuePerField(parsed.error.issues));
    if (!parsed.success) return;
    setBusy(true);
    try {
      const response = await fetch('/auth/sign-in', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...parsed.data, redirect }),
      });
      if (response.ok) {
        const { redirectTo } = (await response.json()) as { redirectTo: string };
        window.location.replace(redirectTo);
        return;
      }
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      const retryAfter = Number(response.headers.get('Retry-After') ?? 60);
      setFormError(failureByStatus(response.status, retryAfter, body.error));
    } catch {
      setFormError(t('login.failed'));
    }
    setBusy(false);
  }

  return (
    <main className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">{t('login.title')}</h1>
      <p className="mt-2 text-sm text-stone-600">{t('login.subtitle')}</p>
      <form
        method="post"
        action={`/login${redirectQuery(redirect)}`}
        noValidate
        onSubmit={submit}
        className="mt-8 space-y-5 rounded-lg border border-stone-200 bg-white p-6"
      >
        <TextField
          id="email"
          name="email"
          type="email"
          autoComplete="email"
          label={t('login.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldErrors.email && translateServerMessage(t, fieldErrors.email)}
        />
        <TextField
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('login.password')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password && translateServerMessage(t, fieldErrors.password)}
        />
        <FormError message={formError} />
        <Button type="submit" busy={busy} busyLabel={t('login.submitting')} className="w-full">
          {t('login.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-stone-600">
        {t('login.noAccount')}{' '}
        <a
          href={`/register${redirectQuery(redirect)}`}
          className="font-medium text-amber-800 underline underline-offset-2 hover:text-amber-900"
        >
          {t('login.createAccount')}
        </a>
      </p>
    </main>
  );
}
