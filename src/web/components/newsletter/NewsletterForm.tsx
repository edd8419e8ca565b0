import { type FormEvent, useId, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { translateServerMessage } from '../../i18n/server-messages.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { FORM_ANCHORS, SENT_PARAM, submissionFor } from '../../lib/form-submission.ts';
import { ProcedureError, useMutationCall } from '../../lib/procedure-calls.ts';
import { TextField } from '../forms/TextField.tsx';
import { Button } from '../ui/Button.tsx';
import { FormError } from '../ui/FormError.tsx';

interface NewsletterFormProps {
  /** `blog` on the list, `blog-post-{slug}` on a post. */
  source: string;
  compact?: boolean;
}

/**
 * Sign-up with double opt-in: success means a confirmation e-mail is on its way. Before its script has
 * loaded (or without one) it posts as a plain form to its own page, which comes back with the thanks
 * or with what was typed and the message.
 */
export function NewsletterForm({ source, compact = false }: NewsletterFormProps) {
  const { t } = useTranslation();
  const { formSubmission, urlParsed, urlPathname } = usePageContext();
  const id = useId();
  const posted = submissionFor(formSubmission, 'newsletter');
  const [email, setEmail] = useState(posted?.values.email ?? '');
  const [name, setName] = useState(posted?.values.name ?? '');
  const [error, setError] = useState(() => {
    if (!posted) return '';
    const message = posted.fieldErrors.email ?? posted.fieldErrors.name ?? posted.formError;
    return message ? translateServerMessage(t, message) : t('newsletter.failed');
  });
  const subscribe = useMutationCall('newsletter.subscribe');
  const subscribed = subscribe.isSuccess || urlParsed.search[SENT_PARAM] === '1';

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The rules (and zod with them) load on the first sign-up, not with every page that shows the form.
    const { subscribeSchema } = await import('#application/newsletter/schemas.ts');
    const parsed = subscribeSchema.safeParse({
      email,
      name,
      source,
      subscribedFromUrl: window.location.href,
    });
    if (!parsed.success) {
      setError(translateServerMessage(t, parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setError('');
    try {
      await subscribe.mutateAsync({ email, name, source, subscribedFromUrl: window.location.href });
    } catch (failure) {
      const message = failure instanceof ProcedureError ? translateServerMessage(t, failure.message) : '';
      setError(message || t('newsletter.failed'));
    }
  }

  return (
    <section
      id={FORM_ANCHORS.newsletter}
      aria-labelledby={`${id}-heading`}
      className={`rounded-xl border border-amber-200 bg-amber-50 ${compact ? 'p-5' : 'p-6 md:p-8'}`}
    >
      {subscribed ? (
        <div role="status">
          <h2 id={`${id}-heading`} className="text-lg font-semibold text-emerald-800">
            {t('newsletter.successTitle')}
          </h2>
          <p className="mt-1 text-sm text-stone-700">{t('newsletter.successText')}</p>
        </div>
      ) : (
        <>
          <h2 id={`${id}-heading`} className="text-lg font-semibold text-stone-900">
            {t('newsletter.heading')}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{t('newsletter.text')}</p>
          <form
            method="post"
            action={`${urlPathname}#${FORM_ANCHORS.newsletter}`}
            noValidate
            onSubmit={submit}
            className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
          >
            {/* The message under the form is about the e-mail: the field points to it instead of showing one. */}
            <TextField
              id={`${id}-email`}
              name="email"
              label={t('newsletter.emailLabel')}
              hideLabel
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              placeholder={t('newsletter.emailPlaceholder')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="flex-1"
            />
            <TextField
              id={`${id}-name`}
              name="name"
              label={t('newsletter.nameLabel')}
              hideLabel
              type="text"
              autoComplete="given-name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              placeholder={t('newsletter.namePlaceholder')}
              className="sm:w-44"
            />
            <Button
              type="submit"
              variant="brand"
              busy={subscribe.isPending}
              busyLabel={t('newsletter.subscribing')}
            >
              {t('newsletter.subscribe')}
            </Button>
          </form>
          <FormError id={`${id}-error`} message={error} inline className="mt-2" />
        </>
      )}
    </section>
  );
}
