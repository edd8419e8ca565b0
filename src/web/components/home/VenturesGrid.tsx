import { useTranslation } from '../../i18n/use-translation.tsx';
import { LineIcon } from '../LineIcon.tsx';
import { type HomeModal, VENTURES, type Venture, ventureHref } from './ventures.ts';

interface VenturesGridProps {
  onOpen: (modal: HomeModal) => void;
}

/** Spec: the six venture cards at `#ventures`; three lead to their pages, three open a modal here. */
export function VenturesGrid({ onOpen }: VenturesGridProps) {
  const { t } = useTranslation();
  return (
    <section
      id="ventures"
      aria-labelledby="ventures-heading"
      className="scroll-mt-20 pt-16 pb-4 md:pt-24 md:pb-8"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div data-reveal className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-amber-800">
            {t('homePage.ventures.eyebrow')}
          </p>
          <h2
            id="ventures-heading"
            className="mt-3 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl"
          >
            {t('homePage.ventures.heading')}
          </h2>
          <p className="mt-4 text-lg text-pretty text-stone-600">{t('homePage.ventures.intro')}</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {VENTURES.map((venture) => (
            <VentureCard key={venture.key} venture={venture} onOpen={onOpen} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function VentureCard({ venture, onOpen }: { venture: Venture; onOpen: (modal: HomeModal) => void }) {
  const { t } = useTranslation();
  const base = `homePage.ventures.items.${venture.key}`;
  // The whole card answers a click: the title's link or button stretches over it.
  const stretched =
    'rounded-sm text-left after:absolute after:inset-0 after:rounded-2xl after:content-[""] focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-amber-600 focus-visible:after:ring-offset-2';
  const { opens } = venture;
  return (
    <li
      data-reveal
      className="group relative flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm transition-shadow hover:border-amber-300 hover:shadow-md"
    >
      <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-amber-100 text-amber-800 ring-1 ring-amber-200 transition-colors group-hover:bg-amber-700 group-hover:text-white">
        <LineIcon path={venture.icon} className="h-6 w-6" />
      </span>
      <h3 className="mt-5 text-xl font-semibold text-stone-900">
        {opens ? (
          <button type="button" aria-haspopup="dialog" onClick={() => onOpen(opens)} className={stretched}>
            {t(`${base}.title`)}
          </button>
        ) : (
          <a href={ventureHref(venture.bookingPath)} className={stretched}>
            {t(`${base}.title`)}
          </a>
        )}
      </h3>
      <p className="mt-2 flex-1 text-pretty text-stone-600">{t(`${base}.description`)}</p>
      <p
        aria-hidden="true"
        className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-amber-800 group-hover:gap-2"
      >
        {t(`${base}.action`)}
        <span className="transition-transform group-hover:translate-x-0.5">→</span>
      </p>
    </li>
  );
}
