import type { FailedEmailDto } from '#application/system/list-failed-emails.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatDateTime } from '../../lib/format.ts';

/**
 * The e-mails the mail server refused on every try (`/admin/tests`), newest first: for whom, about
 * what, when the last try failed and why. Rendered with the page, so it shows before any script runs.
 */
export function FailedEmails({ failed }: { failed: { total: number; emails: FailedEmailDto[] } }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="failed-emails-heading" className="mt-10">
      <h2 id="failed-emails-heading" className="text-xl font-semibold text-stone-900">
        {t('adminTests.failedEmails.heading')}
      </h2>
      {failed.total === 0 ? (
        <p className="mt-2 text-stone-600">{t('adminTests.failedEmails.none')}</p>
      ) : (
        <>
          <p className="mt-2 text-stone-600">{t('adminTests.failedEmails.intro')}</p>
          {failed.total > failed.emails.length && (
            <p className="mt-1 text-sm text-stone-500">
              {t('adminTests.failedEmails.newest', { shown: failed.emails.length, total: failed.total })}
            </p>
          )}
          <ul className="mt-4 divide-y divide-stone-200 rounded-lg border border-red-200 bg-white">
            {failed.emails.map((email) => (
              <li key={email.jobId} className="px-4 py-3 text-sm">
                <p className="break-words font-medium text-stone-900">
                  {email.subject ?? t(`adminTests.failedEmails.jobs.${email.job}`)}
                </p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-stone-700">
                  <dt className="text-stone-500">{t('adminTests.failedEmails.to')}</dt>
                  <dd className="break-all">{email.to ?? t('adminTests.failedEmails.unknownRecipient')}</dd>
                  <dt className="text-stone-500">{t('adminTests.failedEmails.failedAt')}</dt>
                  <dd>
                    {t('adminTests.failedEmails.lastTry', {
                      time: formatDateTime(email.failedAt, i18n.language),
                      count: email.attempts,
                    })}
                  </dd>
                  <dt className="text-stone-500">{t('adminTests.failedEmails.reason')}</dt>
                  <dd className="break-words font-mono text-xs">{email.reason}</dd>
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
