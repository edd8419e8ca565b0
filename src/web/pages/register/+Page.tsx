import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { passwordStrength } from '#domain/accounts/password-strength.ts';
import { TextField } from '../../components/forms/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { FormError } from '../../components/ui/FormError.tsx';
import { translateServerMessage } from '../../i18n/i18n.ts';
import { firstErrors, firstIssuePerField } from '../../lib/field-errors.ts';
import { submissionFor } from '../../lib/form-submission.ts';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', password: '' };
type Field = keyof typeof EMPTY;
const FIELD_ORDER: Field[] = ['firstName', 'lastName', 'email', 'phone', 'password'];

/** The query string kept on the form's action and the sign-in link, so `redirect` survives both. */
function redirectQuery(redirect: string | undefined): string {
  return redirect ? `?${new URLSearchParams({ redirect })}` : '';
}

/**
 * Sign-up: name, e-mail, phone and a password with a strength hint; checked in the browser, then sent
 * as JSON, then signed in. Before its script has loaded (or without one) it is a plain form posting to
 * /register, which signs the new account in and redirects, or answers with this page showing what was
 * typed (never the password) and why it was refused.
 */
export default function Page() {
  const { t } = useTranslation();
  const { urlParsed, formSubmission } = usePageContext();
  const posted = submissionFor(formSubmission, 'register');
  const redirect = urlParsed.search.redirect;
  const [values, setValues] = useState(() => ({ ...EMPTY, ...posted?.values, password: '' }));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>(posted?.fieldErrors ?? {});
  const [formError, setFormError] = useState<string | null>(() => {
    if (!posted || Object.keys(posted.fieldErrors).length > 0) return null;
    return posted.formError ? translateServerMessage(t, posted.formError) : t('register.failed');
  });
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  function showFieldErrors(errors: Record<string, string>) {
    setFieldErrors(errors);
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const { signUpSchema } = await import('#application/accounts/schemas.ts');
    const parsed = signUpSchema.safeParse(values);
    showFieldErrors(parsed.success ? {} : firstIssuePerField(parsed.error.issues));
    if (!parsed.success) return;
    setBusy(true);
    try {
      const response = await fetch('/auth/sign-up', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...parsed.data, redirect }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        redirectTo?: string;
        error?: string;
        fieldErrors?: Record<string, string[] | undefined>;
      };
      if (response.ok) {
        window.location.replace(body.redirectTo ?? '/account');
        return;
      }
      if (body.fieldErrors) showFieldErrors(firstErrors(body.fieldErrors));
      else
        setFormError(
          body.error && response.status < 500 ? translateServerMessage(t, body.error) : t('register.failed'),
        );
    } catch {
      setFormError(t('register.failed'));
    }
    setBusy(false);
  }

  const field = (name: Field) => ({
    id: `register-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    error: fieldErrors[name] && translateServerMessage(t, fieldErrors[name]),
  });

  const strength = values.password ? t(`register.strength.${passwordStrength(values.password)}`) : '';

  return (
    <main className="mx-auto max-w-lg px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">{t('register.title')}</h1>
      <p className="mt-2 text-sm text-stone-600">{t('register.subtitle')}</p>
      <form
        ref={formRef}
        method="post"
        action={`/register${redirectQuery(redirect)}`}
        noValidate
        onSubmit={submit}
        className="mt-8 space-y-5 rounded-lg border border-stone-200 bg-white p-6"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={t('register.firstName')} autoComplete="given-name" {...field('firstName')} />
          <TextField label={t('register.lastName')} autoComplete="family-name" {...field('lastName')} />
        </div>
        <TextField label={t('register.email')} type="email" autoComplete="email" {...field('email')} />
        <TextField label={t('register.phone')} type="tel" autoComplete="tel" {...field('phone')} />
        <TextField
          label={t('register.password')}
          type="password"
          autoComplete="new-password"
          hint={strength ? `${t('register.passwordHint')} ${strength}` : t('register.passwordHint')}
          {...field('password')}
        />
        <FormError message={formError} />
        <Button type="submit" busy={busy} busyLabel={t('register.submitting')} className="w-full">
          {t('register.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-stone-600">
        {t('register.haveAccount')}{' '}
        <a
          href={`/login${redirectQuery(redirect)}`}
          className="font-medium text-amber-800 underline underline-offset-2 hover:text-amber-900"
        >
          {t('register.signIn')}
        </a>
      </p>
    </main>
  );
}
