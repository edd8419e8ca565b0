import { useTranslation } from '../../i18n/use-translation.tsx';
import { ButtonLink } from '../ui/Button.tsx';

/** Spec: where "discover the truth" leads: the blog's posts about truth. */
export const TRUTH_PATH = '/blog?tag=truth';

/** The top of the home page: who the owner is, the mission and the philosophy, and where to go next. */
export function Hero() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden border-b border-amber-100 bg-gradient-to-b from-amber-50 via-stone-50 to-stone-50"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-32 h-[28rem] w-[28rem] rounded-full bg-amber-200/40 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1.15fr_0.85fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-amber-800">
            {t('homePage.hero.eyebrow')}
          </p>
          <h1
            id="hero-heading"
            className="mt-4 text-4xl font-bold tracking-tight text-balance text-stone-900 sm:text-5xl lg:text-6xl"
          >
            {t('homePage.hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-stone-700 sm:text-xl">
            {t('homePage.hero.subtitle')}
          </p>
          <dl className="mt-8 max-w-xl space-y-5">
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wider text-stone-500">
                {t('homePage.hero.missionLabel')}
              </dt>
              <dd className="mt-1 text-pretty text-stone-700">{t('homePage.hero.mission')}</dd>
            </div>
            <div className="border-l-4 border-amber-500 pl-4">
              <dt className="text-xs font-semibold uppercase tracking-wider text-stone-500">
                {t('homePage.hero.philosophyLabel')}
              </dt>
              <dd className="mt-1">
                <p className="text-xl font-semibold text-stone-900">{t('homePage.hero.philosophy')}</p>
                <p className="mt-1 text-pretty text-stone-700">{t('homePage.hero.philosophyText')}</p>
              </dd>
            </div>
          </dl>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <ButtonLink href="#ventures" variant="brand" size="xl">
              {t('homePage.hero.seeCreations')}
            </ButtonLink>
            <ButtonLink href={TRUTH_PATH} variant="secondary" size="xl">
              {t('homePage.hero.discoverTruth')}
            </ButtonLink>
          </div>
        </div>
        <div className="relative mx-auto w-full max-w-72 sm:max-w-sm lg:max-w-none">
          <div
            aria-hidden="true"
            className="absolute -inset-3 rotate-3 rounded-[2rem] bg-gradient-to-br from-amber-300/60 to-stone-300/40"
          />
          <img
            src="/home/portrait-800.webp"
            srcSet="/home/portrait-480.webp 480w, /home/portrait-800.webp 800w"
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 384px, 288px"
            width={800}
            height={1000}
            alt={t('homePage.hero.photoAlt')}
            fetchPriority="high"
            className="relative aspect-[4/5] w-full rounded-[1.75rem] object-cover shadow-xl ring-1 ring-stone-900/10"
          />
        </div>
      </div>
    </section>
  );
}
