import { usePageContext } from 'vike-react/usePageContext';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { LineIcon } from '../LineIcon.tsx';

const MAIL_ICON = 'M4 6h16v12H4z M4 7l8 6 8-6';
const PIN_ICON =
  'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z';
const CALENDAR_ICON = 'M4 6h16v14H4z M4 10h16 M8 3v5 M16 3v5';

/** Beside the form: the owner's address, where they are, and the way to book a session instead. */
export function ContactDetails() {
  const { t } = useTranslation();
  const { contactEmail } = usePageContext();
  return (
    <aside aria-labelledby="contact-details-heading" className="flex flex-col gap-6">
      <section className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        <h2 id="contact-details-heading" className="text-lg font-semibold text-stone-900">
          {t('contact.details.heading')}
        </h2>
        <dl className="mt-5 space-y-5">
          <div className="relative min-h-10 pl-14">
            <dt className="text-xs font-semibold uppercase tracking-wide text-stone-500">
              <IconBadge path={MAIL_ICON} />
              {t('contact.details.email')}
            </dt>
            <dd className="mt-0.5 break-words">
              <a
                href={`mailto:${contactEmail}`}
                className="font-medium text-amber-800 underline-offset-2 hover:underline"
              >
                {contactEmail}
              </a>
            </dd>
          </div>
          <div className="relative min-h-10 pl-14">
            <dt className="text-xs font-semibold uppercase tracking-wide text-stone-500">
              <IconBadge path={PIN_ICON} />
              {t('contact.details.location')}
            </dt>
            <dd className="mt-0.5 font-medium text-stone-800">{t('contact.details.locationValue')}</dd>
          </div>
        </dl>
      </section>
      <section
        aria-labelledby="contact-booking-heading"
        className="rounded-2xl bg-stone-900 p-6 text-stone-200 shadow-sm"
      >
        <span className="flex h-10 w-10 items-center justify-center rounded-full bg-amber-500/20 text-amber-300">
          <LineIcon path={CALENDAR_ICON} />
        </span>
        <h2 id="contact-booking-heading" className="mt-4 text-lg font-semibold text-white">
          {t('contact.details.bookingHeading')}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-stone-300">{t('contact.details.bookingText')}</p>
        <a
          href="/booking#booking-top"
          className="mt-5 inline-flex items-center gap-2 rounded-md bg-amber-500 px-4 py-2 text-sm font-semibold text-stone-900 hover:bg-amber-400"
        >
          {t('contact.details.bookingLink')}
          <span aria-hidden="true">→</span>
        </a>
      </section>
    </aside>
  );
}

function IconBadge({ path }: { path: string }) {
  return (
    <span className="absolute top-0 left-0 flex h-10 w-10 items-center justify-center rounded-full bg-amber-100 text-amber-800">
      <LineIcon path={path} />
    </span>
  );
}
