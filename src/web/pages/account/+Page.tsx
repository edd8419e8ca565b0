import { type FormEvent, useState } from 'react';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { EmailLanguageField } from '../../components/forms/EmailLanguageField.tsx';
import { TextField } from '../../components/forms/TextField.tsx';
import { useToast } from '../../components/toast/ToastProvider.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { FormError } from '../../components/ui/FormError.tsx';
import { translateServerMessage } from '../../i18n/server-messages.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { firstIssuePerField } from '../../lib/field-errors.ts';
import { SAVED_PARAM, submissionFor } from '../../lib/form-submission.ts';
import { ProcedureError, useMutationCall } from '../../lib/procedure-calls.ts';
import type { Data } from './+data.ts';
import { PasswordSection } from './PasswordSection.tsx';
import { SignOutEverywhereSection } from './SignOutEverywhereSection.tsx';

/** Spec: after a successful save the page reloads after 1.5 s. */
const RELOAD_AFTER_SAVE_MS = 1500;

/**
 * First name, last name, phone and the language of their e-mails (the e-mail is shown, never saved). Before its script has loaded (or
 * without one) it is a plain form posting to /account, which saves and redirects here with `saved=1`
 * (the success message shows), or answers with this page showing the typed values and the messages.
 */
export default function Page() {
  const { account } = useData<Data>();
  const { formSubmission, urlParsed } = usePageContext();
  const posted = submissionFor(formSubmission, 'account');
  const { t } = useTranslation();
  const toast = useToast();
  const [values, setValues] = useState({
    firstName: posted?.values.firstName ?? account?.firstName ?? '',
    lastName: posted?.values.lastName ?? account?.lastName ?? '',
    phone: posted?.values.phone ?? account?.phone ?? '',
    language: posted?.values.language ?? account?.language ?? 'en',
  });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>(posted?.fieldErrors ?? {});
  const postedFailure =
    posted && Object.keys(posted.fieldErrors).length === 0
      ? (posted.formError && translateServerMessage(t, posted.formError)) || t('account.updateFailed')
      : null;
  const savedByPost = !posted && urlParsed.search[SAVED_PARAM] === '1';
  const save = useMutationCall('accounts.updateProfile');
  if (!account) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { updateProfileSchema } = await import('#application/accounts/schemas.ts');
    const parsed = updateProfileSchema.safeParse(values);
    setFieldErrors(parsed.success ? {} : firstIssuePerField(parsed.error.issues));
    if (!parsed.success) return;
    try {
      await save.mutateAsync(parsed.data);
      toast(t('account.updated'), 'success');
      setTimeout(() => window.location.reload(), RELOAD_AFTER_SAVE_MS);
    } catch (error) {
      const message = error instanceof ProcedureError ? translateServerMessage(t, error.message) : '';
      toast(message || t('account.updateFailed'), 'error');
    }
  }

  const field = (name: keyof typeof values) => ({
    id: name,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    error: fieldErrors[name] && translateServerMessage(t, fieldErrors[name]),
  });

  return (
    <main className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">{t('account.title')}</h1>
      <p className="mt-2 text-sm text-stone-600">{t('account.subtitle')}</p>
      {savedByPost && (
        <p role="status" className="mt-6 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {t('account.updated')}
        </p>
      )}
      <form
        method="post"
        action="/account"
        noValidate
        onSubmit={submit}
        className="mt-8 space-y-5 rounded-lg border border-stone-200 bg-white p-6"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={t('account.firstName')} autoComplete="given-name" {...field('firstName')} />
          <TextField label={t('account.lastName')} autoComplete="family-name" {...field('lastName')} />
        </div>
        <TextField
          id="email"
          label={t('account.email')}
          value={account.email}
          disabled
          readOnly
          hint={t('account.emailHint')}
        />
        <TextField label={t('account.phone')} type="tel" autoComplete="tel" {...field('phone')} />
        <EmailLanguageField
          value={values.language}
          onChange={(language) => setValues({ ...values, language })}
          error={fieldErrors.language && translateServerMessage(t, fieldErrors.language)}
        />
        <p className="text-sm text-stone-600">
          {t('account.tokensLabel')} <strong data-testid="token-balance">{account.tokenBalance}</strong>
        </p>
        <FormError message={postedFailure} />
        <Button type="submit" busy={save.isPending} busyLabel={t('account.saving')}>
          {t('account.save')}
        </Button>
      </form>
      <PasswordSection hasPassword={account.hasPassword} />
      <SignOutEverywhereSection />
    </main>
  );
}
