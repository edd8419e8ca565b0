import { usePageContext } from 'vike-react/usePageContext';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { LineIcon } from '../LineIcon.tsx';
import { ShareCvButton } from './ShareCvButton.tsx';

const PIN_ICON =
  'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z';
const MAIL_ICON = 'M3 6h18v12H3zM3 7l9 6 9-6';
const PRINT_ICON = 'M6 9V3h12v6M6 18H4v-7h16v7h-2M7 14h10v7H7z';

const button =
  'inline-flex items-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400';

/** The CV's title card: who, where, how to reach the owner, and the Share / Print actions. */
export function CvHeader() {
  const { t } = useTranslation();
  const { contactEmail } = usePageContext();
  return (
    <header className="relative overflow-hidden rounded-3xl bg-stone-900 px-6 py-10 text-stone-200 shadow-lg sm:px-10 sm:py-14 print:overflow-visible print:rounded-none print:bg-transparent print:p-0 print:text-stone-800 print:shadow-none">
      <svg
        aria-hidden="true"
        viewBox="0 0 400 400"
        className="pointer-events-none absolute -top-24 -right-24 h-80 w-80 text-amber-500/25 sm:h-[26rem] sm:w-[26rem] print:hidden"
        fill="none"
        stroke="currentColor"
      >
        <circle cx="200" cy="200" r="70" strokeWidth="2" />
        <circle cx="200" cy="200" r="120" strokeWidth="1.5" />
        <circle cx="200" cy="200" r="170" strokeWidth="1" />
        <path d="M30 200h340M200 30v340" strokeWidth="1" strokeDasharray="4 8" />
      </svg>
      <div className="relative">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-amber-400 print:text-amber-800">
          {t('cv.role')}
        </p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-white sm:text-5xl print:text-stone-900">
          {t('cv.heading')}
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-stone-300 print:text-stone-700">
          {t('cv.tagline')}
        </p>
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-stone-300 print:text-stone-700">
          <li className="flex items-center gap-2">
            <LineIcon path={PIN_ICON} className="h-4 w-4 text-amber-400 print:text-stone-600" />
            {t('cv.location')}
          </li>
          <li className="flex items-center gap-2">
            <LineIcon path={MAIL_ICON} className="h-4 w-4 text-amber-400 print:text-stone-600" />
            <a href={`mailto:${contactEmail}`} className="hover:text-white hover:underline">
              {contactEmail}
            </a>
          </li>
        </ul>
        <div className="mt-8 flex flex-wrap gap-3 print:hidden">
          <ShareCvButton className={`${button} bg-amber-500 text-stone-950 hover:bg-amber-400`} />
          <button
            type="button"
            onClick={() => window.print()}
            className={`${button} border border-stone-600 text-stone-100 hover:border-stone-400 hover:bg-stone-800`}
          >
            <LineIcon path={PRINT_ICON} className="h-4 w-4" />
            {t('cv.print')}
          </button>
          <a
            href="/booking#booking-top"
            className={`${button} text-stone-100 underline-offset-4 hover:text-white hover:underline`}
          >
            {t('cv.bookSession')}
          </a>
        </div>
      </div>
    </header>
  );
}
