import { type FormEvent, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { CONTACT_LIMITS } from '#domain/contact/contact-message.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { firstErrors, firstIssuePerField } from '../../lib/field-errors.ts';
import { FORM_ANCHORS, SENT_PARAM, submissionFor } from '../../lib/form-submission.ts';
import { ProcedureError, useMutationCall } from '../../lib/procedure-calls.ts';
import { HoneypotField } from '../forms/HoneypotField.tsx';
import { SubmitRow } from '../forms/SubmitRow.tsx';
import { TextAreaField } from '../forms/TextAreaField.tsx';
import { TextField } from '../forms/TextField.tsx';
import { useFirstErrorFocus } from '../forms/use-first-error-focus.ts';
import { Button } from '../ui/Button.tsx';
import { FormError } from '../ui/FormError.tsx';
import { SuccessPanel } from '../ui/SuccessPanel.tsx';
import { translateContactMessage } from './contact-messages.ts';

const EMPTY = { name: '', email: '', message: '', website: '' };
type Field = keyof typeof EMPTY;
const FIELD_ORDER: Field[] = ['name', 'email', 'message'];

/** Field messages from a refused call: the server checks with the same schema as the browser. */
function serverFieldErrors(failure: unknown): Record<string, string> {
  if (!(failure instanceof ProcedureError)) return {};
  const data = failure.data as { fieldErrors?: Record<string, string[] | undefined> } | undefined;
  return data?.fieldErrors ? firstErrors(data.fieldErrors) : {};
}

/**
 * Name, e-mail and message; checked in the browser first, then sent, then thanked. Before its script
 * has loaded (or without one) it is a plain form posting to /contact, which answers with this page
 * showing the thanks, or the typed values and the messages.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const { formSubmission, urlParsed } = usePageContext();
  const posted = submissionFor(formSubmission, 'contact');
  const [values, setValues] = useState(() => ({ ...EMPTY, ...posted?.values }));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>(posted?.fieldErrors ?? {});
  const [formError, setFormError] = useState(() => {
    if (posted?.formError) return translateContactMessage(t, posted.formError);
    return posted?.status === 500 ? t('contact.form.failed') : '';
  });
  const [sentByPost, setSentByPost] = useState(urlParsed.search[SENT_PARAM] === '1');
  const send = useMutationCall('contact.send');
  const { formRef, focusFirstError } = useFirstErrorFocus(FIELD_ORDER);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError('');
    const { contactMessageSchema } = await import('#application/contact/schemas.ts');
    const parsed = contactMessageSchema.safeParse(values);
    const errors = parsed.success ? {} : firstIssuePerField(parsed.error.issues);
    setFieldErrors(errors);
    if (!parsed.success) return focusFirstError(errors);
    try {
      await send.mutateAsync(parsed.data);
      setValues(EMPTY);
    } catch (failure) {
      const fromServer = serverFieldErrors(failure);
      setFieldErrors(fromServer);
      if (Object.keys(fromServer).length > 0) return focusFirstError(fromServer);
      const message = failure instanceof ProcedureError ? translateContactMessage(t, failure.message) : '';
      // An unexpected failure has an English technical message: show the friendly one instead.
      const known = failure instanceof ProcedureError && failure.data?.code !== 'INTERNAL_SERVER_ERROR';
      setFormError(known && message ? message : t('contact.form.failed'));
    }
  }

  function startAgain() {
    send.reset();
    if (sentByPost) {
      setSentByPost(false);
      // The thanks came from a plain post's redirect: a reload should show the form now, not thanks.
      const url = new URL(window.location.href);
      url.searchParams.delete(SENT_PARAM);
      window.history.replaceState(window.history.state, '', url);
    }
    setFieldErrors({});
  }

  const field = (name: Field) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    error: fieldErrors[name] && translateContactMessage(t, fieldErrors[name]),
  });

  if (send.isSuccess || sentByPost)
    return (
      <SuccessPanel title={t('contact.success.title')} focusOnShow={send.isSuccess}>
        <p className="text-base text-stone-700">{t('contact.success.text')}</p>
        <Button variant="secondary" onClick={startAgain} className="mt-2">
          {t('contact.success.again')}
        </Button>
      </SuccessPanel>
    );

  return (
    <form
      ref={formRef}
      method="post"
      action={`/contact#${FORM_ANCHORS.contact}`}
      noValidate
      onSubmit={submit}
      className="relative space-y-5"
    >
      <p className="text-sm text-stone-500">{t('contact.form.required')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('contact.form.name')}
          type="text"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.nameMax}
          placeholder={t('contact.form.namePlaceholder')}
          {...field('name')}
        />
        <TextField
          label={t('contact.form.email')}
          type="email"
          autoComplete="email"
          required
          maxLength={CONTACT_LIMITS.emailMax}
          placeholder={t('contact.form.emailPlaceholder')}
          {...field('email')}
        />
      </div>
      <TextAreaField
        label={t('contact.form.message')}
        rows={7}
        required
        maxLength={CONTACT_LIMITS.messageMax}
        placeholder={t('contact.form.messagePlaceholder')}
        hint={t('contact.form.messageHint')}
        {...field('message')}
      />
      <HoneypotField
        id="contact-website"
        label={t('contact.form.honeypot')}
        value={values.website}
        onChange={(website) => setValues({ ...values, website })}
      />
      <FormError message={formError} />
      <SubmitRow
        note={t('contact.form.privacy')}
        label={t('contact.form.send')}
        busy={send.isPending}
        busyLabel={t('contact.form.sending')}
      />
    </form>
  );
}
