import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { z } from 'zod';
import { signInSchema } from '#application/accounts/schemas.ts';
import { TextField } from '../../components/forms/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { FormError } from '../../components/ui/FormError.tsx';
import { translateServerMessage } from '../../i18n/i18n.ts';
import { firstErrors } from '../../lib/field-errors.ts';

export default function Page() {
  const { t } = useTranslation();
  const { urlParsed } = usePageContext();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = signInSchema.safeParse({ email, password });
    setFieldErrors(parsed.success ? {} : firstErrors(z.flattenError(parsed.error).fieldErrors));
    if (!parsed.success) return;
    setBusy(true);
    try {
      const response = await fetch('/auth/sign-in', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...parsed.data, redirect: urlParsed.search.redirect }),
      });
      if (response.ok) {
        const { redirectTo } = (await response.json()) as { redirectTo: string };
        window.location.replace(redirectTo);
        return;
      }
      setFormError(await failureMessage(response));
    } catch {
      setFormError(t('login.failed'));
    }
    setBusy(false);
  }

  async function failureMessage(response: Response): Promise<string> {
    if (response.status === 401) return t('login.invalidCredentials');
    if (response.status === 429) {
      const minutes = Math.max(1, Math.ceil(Number(response.headers.get('Retry-After') ?? 60) / 60));
      return t('login.tooManyAttempts', { count: minutes });
    }
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    return body.error ? translateServerMessage(t, body.error) : t('login.failed');
  }

  return (
    <main className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">{t('login.title')}</h1>
      <p className="mt-2 text-sm text-stone-600">{t('login.subtitle')}</p>
      <form
        noValidate
        onSubmit={submit}
        className="mt-8 space-y-5 rounded-lg border border-stone-200 bg-white p-6"
      >
        <TextField
          id="email"
          type="email"
          autoComplete="email"
          label={t('login.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldErrors.email && translateServerMessage(t, fieldErrors.email)}
        />
        <TextField
          id="password"
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
    </main>
  );
}
