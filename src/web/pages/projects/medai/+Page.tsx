import { LineIcon } from '#web/components/LineIcon.tsx';
import { ActionLink } from '#web/components/ventures/ActionLink.tsx';
import { CtaBand } from '#web/components/ventures/CtaBand.tsx';
import { FeatureGrid } from '#web/components/ventures/FeatureGrid.tsx';
import { FigureCards } from '#web/components/ventures/FigureCards.tsx';
import { ICONS, type IconName } from '#web/components/ventures/icons.ts';
import { StepList } from '#web/components/ventures/StepList.tsx';
import { VentureArt } from '#web/components/ventures/VentureArtIsland.tsx';
import { VentureHero } from '#web/components/ventures/VentureHero.tsx';
import { VentureSection } from '#web/components/ventures/VentureSection.tsx';
import { useTranslation } from '#web/i18n/use-translation.tsx';

const DEMO = '/booking?service=medai-consultation';

const FIGURES = ['roles', 'statuses', 'payments', 'reminders'] as const;
const FEATURES: [string, IconName][] = [
  ['appointments', 'calendar'],
  ['invoicing', 'file'],
  ['payments', 'card'],
  ['reminders', 'bell'],
  ['dashboard', 'chart'],
  ['export', 'download'],
];
/** Spec: doctors and secretaries book appointments; the others see their part (described, not enforced). */
const ROLES: { key: string; icon: IconName; books: boolean }[] = [
  { key: 'admin', icon: 'shield', books: false },
  { key: 'doctor', icon: 'activity', books: true },
  { key: 'secretary', icon: 'calendar', books: true },
  { key: 'patient', icon: 'user', books: false },
  { key: 'payee', icon: 'briefcase', books: false },
];
const STATUSES = [
  { key: 'pending', chip: 'bg-amber-100 text-amber-900 ring-amber-300' },
  { key: 'paid', chip: 'bg-emerald-100 text-emerald-900 ring-emerald-300' },
  { key: 'partial', chip: 'bg-sky-100 text-sky-900 ring-sky-300' },
  { key: 'overdue', chip: 'bg-red-100 text-red-900 ring-red-300' },
] as const;
const FLOW = ['book', 'remind', 'consult', 'invoice', 'pay', 'report'] as const;

export default function Page() {
  const { t } = useTranslation();
  return (
    <main>
      <VentureHero
        eyebrow={t('medai.hero.eyebrow')}
        title={t('medai.hero.title')}
        subtitle={t('medai.hero.subtitle')}
        intro={t('medai.hero.intro')}
        back={{ href: '/', label: t('medai.backHome') }}
        art={<VentureArt name="medai" />}
        actions={
          <>
            <ActionLink href={DEMO} surface="dark">
              {t('medai.hero.demo')}
            </ActionLink>
            <ActionLink href="#features" surface="dark" variant="outline">
              {t('medai.hero.explore')}
            </ActionLink>
          </>
        }
      />
      <FigureCards
        label={t('medai.figures.label')}
        figures={FIGURES.map((key) => ({
          value: t(`medai.figures.${key}.value`),
          label: t(`medai.figures.${key}.label`),
          detail: t(`medai.figures.${key}.detail`),
        }))}
      />

      <VentureSection
        id="features"
        eyebrow={t('medai.features.eyebrow')}
        title={t('medai.features.title')}
        intro={t('medai.features.intro')}
      >
        <FeatureGrid
          features={FEATURES.map(([key, icon]) => ({
            icon,
            title: t(`medai.features.${key}.title`),
            text: t(`medai.features.${key}.text`),
          }))}
        />
      </VentureSection>

      <VentureSection
        tone="white"
        eyebrow={t('medai.roles.eyebrow')}
        title={t('medai.roles.title')}
        intro={t('medai.roles.intro')}
      >
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
          {ROLES.map((role) => (
            <li key={role.key} className="flex flex-col rounded-2xl border border-stone-200 bg-stone-50 p-5">
              <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-stone-900 text-amber-400">
                <LineIcon path={ICONS[role.icon]} className="h-5 w-5" />
              </span>
              <h3 className="mt-4 text-base font-semibold text-stone-900">
                {t(`medai.roles.${role.key}.title`)}
              </h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-stone-600">
                {t(`medai.roles.${role.key}.text`)}
              </p>
              {role.books && (
                <p className="mt-4 inline-flex items-center gap-1.5 self-start rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
                  <LineIcon path={ICONS.calendar} className="h-3.5 w-3.5" />
                  {t('medai.roles.books')}
                </p>
              )}
            </li>
          ))}
        </ul>
      </VentureSection>

      <VentureSection
        eyebrow={t('medai.invoices.eyebrow')}
        title={t('medai.invoices.title')}
        intro={t('medai.invoices.intro')}
      >
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)]">
          <ul
            aria-label={t('medai.invoices.statusesLabel')}
            className="divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
          >
            {STATUSES.map((status) => (
              <li key={status.key} className="flex flex-col gap-2 p-5 sm:flex-row sm:items-center sm:gap-5">
                <span
                  className={`inline-flex w-24 shrink-0 justify-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ${status.chip}`}
                >
                  {t(`medai.invoices.${status.key}.label`)}
                </span>
                <span className="text-sm leading-relaxed text-stone-700">
                  {t(`medai.invoices.${status.key}.text`)}
                </span>
              </li>
            ))}
          </ul>
          <div className="rounded-2xl bg-stone-900 p-6 text-white sm:p-8">
            <h3 className="text-xl font-semibold">{t('medai.invoices.paymentsTitle')}</h3>
            <ul className="mt-6 space-y-6">
              {(
                [
                  ['card', 'card'],
                  ['mobileMoney', 'phone'],
                ] as const
              ).map(([key, icon]) => (
                <li key={key} className="flex gap-4">
                  <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-amber-500 text-stone-950">
                    <LineIcon path={ICONS[icon]} className="h-5 w-5" />
                  </span>
                  <div>
                    <h4 className="font-semibold">{t(`medai.invoices.${key}.title`)}</h4>
                    <p className="mt-1 text-sm leading-relaxed text-stone-300">
                      {t(`medai.invoices.${key}.text`)}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </VentureSection>

      <VentureSection tone="white" eyebrow={t('medai.flow.eyebrow')} title={t('medai.flow.title')}>
        <StepList
          onWhite
          steps={FLOW.map((key) => ({
            title: t(`medai.flow.${key}.title`),
            text: t(`medai.flow.${key}.text`),
          }))}
        />
      </VentureSection>

      <CtaBand
        icon="activity"
        title={t('medai.cta.title')}
        text={t('medai.cta.text')}
        actions={
          <>
            <ActionLink href={DEMO} surface="accent">
              {t('medai.cta.demo')}
            </ActionLink>
            <ActionLink href="/" surface="accent" variant="outline">
              {t('medai.cta.home')}
            </ActionLink>
          </>
        }
      />
    </main>
  );
}
