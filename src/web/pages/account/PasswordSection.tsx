import { type FormEvent, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { TextField } from '../../components/forms/TextField.tsx';
import { useToast } from '../../components/toast/ToastProvider.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { FormError } from '../../components/ui/FormError.tsx';
import { translateServerMessage } from '../../i18n/server-messages.ts';
import type { Translate } from '../../i18n/translator.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { firstIssuePerField } from '../../lib/field-errors.ts';
import { PASSWORD_SAVED_PARAM, SET_PASSWORD_PATH, submissionFor } from '../../lib/form-submission.ts';
import { ProcedureError, useMutationCall } from '../../lib/procedure-calls.ts';

/** The server's English refusals of this form, in the reader's language. */
function passwordMessage(t: Translate, message: string): string {
  if (message === 'Current password is incorrect') return t('account.wrongCurrentPassword');
  return translateServerMessage(t, message);
}

/** A plain post's refusal, by the error's code. */
function postedFailure(t: Translate, code: string | undefined): string {
  return code === 'ACCOUNTS.WRONG_CURRENT_PASSWORD'
    ? t('account.wrongCurrentPassword')
    : t('account.passwordFailed');
}

/**
 * 'Set a password' for an account without one (a client's, made by a magic link), 'Change password'
 * (current and new) otherwise. Without the script it posts to /account/password.
 */
export function PasswordSection({ hasPassword: initiallyHasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { formSubmission, urlParsed } = usePageContext();
  const posted = submissionFor(formSubmission, 'password');
  const [hasPassword, setHasPassword] = useState(initiallyHasPassword);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>(posted?.fieldErrors ?? {});
  const [formError, setFormError] = useState<string | null>(() =>
    posted && Object.keys(posted.fieldErrors).length === 0 ? postedFailure(t, posted.formErrorCode) : null,
  );
  const savedByPost = !posted && urlParsed.search[PASSWORD_SAVED_PARAM] === '1';
  const save = useMutationCall('accounts.setPassword');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const { setPasswordSchema } = await import('#application/accounts/schemas.ts');
    const parsed = setPasswordSchema.safeParse(
      hasPassword ? { currentPassword, newPassword } : { newPassword },
    );
    setFieldErrors(parsed.success ? {} : firstIssuePerField(parsed.error.issues));
    if (!parsed.success) return;
    try {
      await save.mutateAsync(parsed.data);
      setHasPassword(true);
      setCurrentPassword('');
      setNewPassword('');
      toast(t('account.passwordSaved'), 'success');
    } catch (error) {
      const message = error instanceof ProcedureError ? passwordMessage(t, error.message) : '';
      setFormError(message || t('account.passwordFailed'));
    }
  }

  const heading = hasPassword ? t('account.changePassword') : t('account.setPassword');
  return (
    <section aria-labelledby="password-heading" className="mt-10">
      <h2 id="password-heading" className="text-xl font-semibold">
        {t('account.passwordTitle')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        {hasPassword ? t('account.changePasswordIntro') : t('account.setPasswordIntro')}
      </p>
      {savedByPost && (
        <p role="status" className="mt-4 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {t('account.passwordSaved')}
        </p>
      )}
      <form
        method="post"
        action={SET_PASSWORD_PATH}
        noValidate
        onSubmit={submit}
        className="mt-4 space-y-5 rounded-lg border border-stone-200 bg-white p-6"
      >
        {hasPassword && (
          <TextField
            id="currentPassword"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            label={t('account.currentPassword')}
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
            error={fieldErrors.currentPassword && passwordMessage(t, fieldErrors.currentPassword)}
          />
        )}
        <TextField
          id="newPassword"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          label={t('account.newPassword')}
          hint={t('account.newPasswordHint')}
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
          error={fieldErrors.newPassword && passwordMessage(t, fieldErrors.newPassword)}
        />
        <FormError message={formError} />
        <Button type="submit" busy={save.isPending} busyLabel={t('account.passwordSaving')}>
          {heading}
        </Button>
      </form>
    </section>
  );
}
