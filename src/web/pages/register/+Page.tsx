import { type FormEvent, useEffect, useRef, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { passwordStrength } from '#domain/accounts/password-strength.ts';
import { TextField } from '../../components/forms/TextField.tsx';
import { useFirstErrorFocus } from '../../components/forms/use-first-error-focus.ts';
import { Button } from '../../components/ui/Button.tsx';
import { FormError } from '../../components/ui/FormError.tsx';
import { PAGE_LANGUAGE_HEADER } from '../../i18n/languages.ts';
import { translateServerMessage } from '../../i18n/server-messages.ts';
import type { Translate } from '../../i18n/translator.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { firstErrors, firstIssuePerField } from '../../lib/field-errors.ts';
import { SENT_PARAM, submissionFor } from '../../lib/form-submission.ts';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', password: '' };
type Field = keyof typeof EMPTY;
const FIELD_ORDER: Field[] = ['firstName', 'lastName', 'email', 'phone', 'password'];

/** The query string kept on the form's action and the sign-in link, so `redirect` survives both. */
function redirectQuery(redirect: string | undefined): string {
  return redirect ? `?${new URLSearchParams({ redirect })}` : '';
}

/** A refusal of the whole form in the reader's language: the sign-up limit by its wait, else the server's text. */
function refusalText(t: Translate, status: number, retryAfterSeconds: number, message: string | undefined) {
  if (status === 429)
    return t('login.tooManyAttempts', { count: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });
  return message && status < 500 ? translateServerMessage(t, message) : t('register.failed');
}

/** "Check your e-mail to finish": the same for a new address and one that has an account. */
function CheckYourEmail() {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main className="mx-auto max-w-lg px-4 py-16">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none">
        {t('register.sent.title')}
      </h1>
      <p className="mt-3 text-stone-700">{t('register.sent.text')}</p>
      <p className="mt-3 text-sm text-stone-600">{t('register.sent.note')}</p>
    </main>
  );
}

/**
 * Sign-up: name, e-mail, phone and a password with a strength hint; checked in the browser, then sent
 * as JSON; the answer is "check your e-mail", whose link finishes the sign-up (register/confirm).
 * Before its script has loaded (or without one) it is a plain form posting to /register, which
 * redirects to this page saying the same, or answers with this page showing what was typed (never
 * the password) and why it was refused.
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
    return refusalText(t, posted.status, posted.retryAfterSeconds ?? 60, posted.formError);
  });
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const [sent, setSent] = useState(!posted && urlParsed.search[SENT_PARAM] === '1');
  const { formRef, focusFirstError } = useFirstErrorFocus(FIELD_ORDER);

  function showFieldErrors(errors: Record<string, string>) {
    setFieldErrors(errors);
    focusFirstError(errors);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Busy from the first press: a double click sends one sign-up (and one e-mail), not two.
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      await send();
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  async function send() {
    setFormError(null);
    const { signUpSchema } = await import('#application/accounts/schemas.ts');
    const parsed = signUpSchema.safeParse(values);
    showFieldErrors(parsed.success ? {} : firstIssuePerField(parsed.error.issues));
    if (!parsed.success) return;
    try {
      const response = await fetch('/auth/sign-up', {
        method: 'POST',
        // The page's language: the e-mail that finishes the sign-up is written in it.
        headers: {
          'Content-Type': 'application/json',
          [PAGE_LANGUAGE_HEADER]: document.documentElement.lang,
        },
        body: JSON.stringify({ ...parsed.data, redirect }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        error?: string;
        fieldErrors?: Record<string, string[] | undefined>;
      };
      if (response.ok) {
        setSent(true);
        return;
      }
      if (body.fieldErrors) showFieldErrors(firstErrors(body.fieldErrors));
      else {
        const retryAfter = Number(response.headers.get('Retry-After') ?? 60);
        setFormError(refusalText(t, response.status, retryAfter, body.error));
      }
    } catch {
      setFormError(t('register.failed'));
    }
  }

  const field = (name: Field) => ({
    id: `register-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    error: fieldErrors[name] && translateServerMessage(t, fieldErrors[name]),
  });

  const strength = values.password ? t(`register.strength.${passwordStrength(values.password)}`) : '';
  if (sent) return <CheckYourEmail />;

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
