import { type FormEvent, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { translateServerMessage } from '../../i18n/server-messages.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { submissionFor } from '../../lib/form-submission.ts';
import { LANGUAGE_SAVED_PARAM, PORTAL_LANGUAGE_PATH } from '../../lib/portal-tabs.ts';
import { ProcedureError, useMutationCall } from '../../lib/procedure-calls.ts';
import { EmailLanguageField } from '../forms/EmailLanguageField.tsx';
import { Button } from '../ui/Button.tsx';
import { FormError } from '../ui/FormError.tsx';

/**
 * The client's choice of the language of the portal's e-mails. Before its script has loaded (or
 * without one) it is a plain form: the server saves and shows the tab again with the saved note, or
 * shows the tab with the message.
 */
export function EmailLanguageForm({ saved }: { saved: string }) {
  const { t } = useTranslation();
  const { formSubmission, urlParsed } = usePageContext();
  const posted = submissionFor(formSubmission, 'portalLanguage');
  const [language, setLanguage] = useState(posted?.values.language || saved);
  const [fieldError, setFieldError] = useState(posted?.fieldErrors.language);
  const [failure, setFailure] = useState<string | null>(
    posted && !posted.fieldErrors.language
      ? (posted.formError && translateServerMessage(t, posted.formError)) ||
          t('portal.settings.languageFailed')
      : null,
  );
  const [done, setDone] = useState(!posted && urlParsed.search[LANGUAGE_SAVED_PARAM] === '1');
  const save = useMutationCall('clients.setLanguage');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    setFailure(null);
    const { portalLanguageSchema } = await import('#application/portal/schemas.ts');
    const parsed = portalLanguageSchema.safeParse({ language });
    setFieldError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    try {
      await save.mutateAsync(parsed.data);
      setDone(true);
    } catch (error) {
      const message = error instanceof ProcedureError ? error.data?.fieldErrors?.language?.[0] : undefined;
      if (message) setFieldError(message);
      else setFailure(t('portal.settings.languageFailed'));
    }
  }

  return (
    <form
      method="post"
      action={PORTAL_LANGUAGE_PATH}
      noValidate
      onSubmit={submit}
      aria-labelledby="portal-emails-heading"
      className="mt-8 space-y-4 rounded-lg border border-stone-200 bg-white p-5"
    >
      <h3 id="portal-emails-heading" className="font-semibold">
        {t('portal.settings.emailsHeading')}
      </h3>
      <EmailLanguageField
        value={language}
        onChange={(value) => {
          setLanguage(value);
          setDone(false);
        }}
        error={fieldError && translateServerMessage(t, fieldError)}
      />
      {done && (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {t('portal.settings.languageSaved')}
        </p>
      )}
      <FormError message={failure} />
      <Button type="submit" busy={save.isPending} busyLabel={t('portal.settings.savingLanguage')}>
        {t('portal.settings.saveLanguage')}
      </Button>
    </form>
  );
}
