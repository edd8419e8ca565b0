import { useMutation } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeSchema } from '#application/newsletter/schemas.ts';
import { translateServerMessage } from '../../i18n/i18n.ts';
import { useTRPC } from '../../lib/trpc.ts';

interface NewsletterFormProps {
  /** `blog` on the list, `blog-post-{slug}` on a post. */
  source: string;
  compact?: boolean;
}

/** Sign-up with double opt-in: success means a confirmation e-mail is on its way. */
export function NewsletterForm({ source, compact = false }: NewsletterFormProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const id = useId();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const subscribe = useMutation(trpc.newsletter.subscribe.mutationOptions());

  async function submit(event: FormEvent) {
    event.preventDefault();
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
      const message = failure instanceof TRPCClientError ? translateServerMessage(t, failure.message) : '';
      setError(message || t('newsletter.failed'));
    }
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`rounded-xl border border-amber-200 bg-amber-50 ${compact ? 'p-5' : 'p-6 md:p-8'}`}
    >
      {subscribe.isSuccess ? (
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
          <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
            <div className="flex-1">
              <label htmlFor={`${id}-email`} className="sr-only">
                {t('newsletter.emailLabel')}
              </label>
              <input
                id={`${id}-email`}
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                placeholder={t('newsletter.emailPlaceholder')}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className="block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-amber-600 focus:ring-1 focus:ring-amber-600 focus:outline-none aria-invalid:border-red-500"
              />
            </div>
            <div className="sm:w-44">
              <label htmlFor={`${id}-name`} className="sr-only">
                {t('newsletter.nameLabel')}
              </label>
              <input
                id={`${id}-name`}
                type="text"
                autoComplete="given-name"
                value={name}
                onChange={(event) => setName(event.target.value)}
                placeholder={t('newsletter.namePlaceholder')}
                className="block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-amber-600 focus:ring-1 focus:ring-amber-600 focus:outline-none"
              />
            </div>
            <button
              type="submit"
              disabled={subscribe.isPending}
              className="rounded-md bg-amber-700 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800 disabled:opacity-60"
            >
              {subscribe.isPending ? t('newsletter.subscribing') : t('newsletter.subscribe')}
            </button>
          </form>
          {error && (
            <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
              {error}
            </p>
          )}
        </>
      )}
    </section>
  );
}
