import { type FormEvent, useId, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { SOLAR_SOURCE } from '#domain/newsletter/subscription.ts';
import { translateServerMessage } from '../../i18n/server-messages.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { FORM_ANCHORS, SENT_PARAM, submissionFor } from '../../lib/form-submission.ts';
import { ProcedureError, useMutationCall } from '../../lib/procedure-calls.ts';
import { Button } from '../ui/Button.tsx';
import { FormError } from '../ui/FormError.tsx';

/**
 * The solar page's "keep me updated" sign-up: a newsletter subscriber with source `solar` (double opt-in
 * and rate limits are the server's). On success the field empties so another address can follow.
 * Before its script has loaded (or without one) it posts as a plain form and the page comes back with
 * the thanks or the message.
 */
export function SolarUpdatesForm() {
  const { t } = useTranslation();
  const { formSubmission, urlParsed } = usePageContext();
  const id = useId();
  const posted = submissionFor(formSubmission, 'solar');
  const [email, setEmail] = useState(posted?.values.email ?? '');
  const [error, setError] = useState(() => {
    if (!posted) return '';
    const message = posted.fieldErrors.email ?? posted.formError;
    return message ? translateServerMessage(t, message) : t('newsletter.failed');
  });
  const [done, setDone] = useState(urlParsed.search[SENT_PARAM] === '1');
  const subscribe = useMutationCall('newsletter.subscribe');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    const input = { email, source: SOLAR_SOURCE, subscribedFromUrl: window.location.href };
    // The rules (and zod with them) load on the first sign-up, not with every page that shows the form.
    const { subscribeSchema } = await import('#application/newsletter/schemas.ts');
    const parsed = subscribeSchema.safeParse(input);
    if (!parsed.success) {
      setError(translateServerMessage(t, parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setError('');
    try {
      await subscribe.mutateAsync(input);
      setEmail('');
      setDone(true);
    } catch (failure) {
      const message = failure instanceof ProcedureError ? translateServerMessage(t, failure.message) : '';
      setError(message || t('newsletter.failed'));
    }
  }

  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-lg shadow-stone-900/5 sm:p-8">
      <form
        method="post"
        action={`/epie-solar-solutions#${FORM_ANCHORS.solar}`}
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-3"
      >
        <label htmlFor={`${id}-email`} className="text-sm font-semibold text-stone-900">
          {t('solar.signUp.emailLabel')}
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder={t('solar.signUp.emailPlaceholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            className="block w-full min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-4 py-3 text-base shadow-sm focus:border-amber-600 focus:ring-2 focus:ring-amber-600/30 focus:outline-none aria-invalid:border-red-500"
          />
          <Button
            type="submit"
            variant="brand"
            size="lg"
            busy={subscribe.isPending}
            busyLabel={t('solar.signUp.submitting')}
            className="sm:whitespace-nowrap"
          >
            {t('solar.signUp.submit')}
          </Button>
        </div>
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {t('solar.signUp.hint')}
        </p>
      </form>
      <FormError id={`${id}-error`} message={error} inline className="mt-3" />
      <div
        role="status"
        className={done ? 'mt-4 rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800' : ''}
      >
        {done ? t('solar.signUp.success') : ''}
      </div>
    </div>
  );
}
