import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../components/LineIcon.tsx';
import { ActionLink } from '../../components/ventures/ActionLink.tsx';
import { CtaBand } from '../../components/ventures/CtaBand.tsx';
import { FeatureGrid } from '../../components/ventures/FeatureGrid.tsx';
import { FigureCards } from '../../components/ventures/FigureCards.tsx';
import { ICONS, type IconName } from '../../components/ventures/icons.ts';
import { RegionCards } from '../../components/ventures/RegionCards.tsx';
import { SisterVentureCard } from '../../components/ventures/SisterVentureCard.tsx';
import { SolarUpdatesForm } from '../../components/ventures/SolarUpdatesForm.tsx';
import { VentureArt } from '../../components/ventures/VentureArt.tsx';
import { VentureHero } from '../../components/ventures/VentureHero.tsx';
import { VentureSection } from '../../components/ventures/VentureSection.tsx';
import { FORM_ANCHORS } from '../../lib/form-submission.ts';

const CONSULTATION = '/booking?service=solar-consultation';
const ELECTRICIANS = '/epie-electricians';

const FIGURES = ['estate', 'technologies', 'regions', 'hours'] as const;
const OFFER: [string, IconName][] = [
  ['pv', 'sun'],
  ['storage', 'battery'],
  ['hybrid', 'zap'],
  ['monitoring', 'trendingUp'],
];
const PROJECT_POINTS = ['pointDesign', 'pointStorage', 'pointSavings'] as const;
const REGIONS = ['uk', 'africa'] as const;

export default function Page() {
  const { t } = useTranslation();
  return (
    <main>
      <VentureHero
        eyebrow={t('solar.hero.eyebrow')}
        title={t('solar.hero.title')}
        subtitle={t('solar.hero.subtitle')}
        intro={t('solar.hero.intro')}
        back={{ href: '/', label: t('solar.backHome') }}
        art={<VentureArt name="solar" />}
        actions={
          <>
            <ActionLink href={CONSULTATION} surface="dark">
              {t('solar.hero.book')}
            </ActionLink>
            <ActionLink href={ELECTRICIANS} surface="dark" variant="outline">
              {t('solar.hero.electricians')}
            </ActionLink>
          </>
        }
      />
      <FigureCards
        label={t('solar.figures.label')}
        figures={FIGURES.map((key) => ({
          value: t(`solar.figures.${key}.value`),
          label: t(`solar.figures.${key}.label`),
          detail: t(`solar.figures.${key}.detail`),
        }))}
      />

      <VentureSection
        eyebrow={t('solar.offer.eyebrow')}
        title={t('solar.offer.title')}
        intro={t('solar.offer.intro')}
      >
        <FeatureGrid
          columns={4}
          features={OFFER.map(([key, icon]) => ({
            icon,
            title: t(`solar.offer.${key}.title`),
            text: t(`solar.offer.${key}.text`),
          }))}
        />
      </VentureSection>

      <VentureSection tone="white" eyebrow={t('solar.project.eyebrow')} title={t('solar.project.title')}>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-center">
          <div>
            <p className="text-lg leading-relaxed text-stone-700">{t('solar.project.text')}</p>
            <ul className="mt-6 space-y-3">
              {PROJECT_POINTS.map((key) => (
                <li key={key} className="flex items-start gap-3 text-stone-800">
                  <LineIcon path={ICONS.check} className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
                  {t(`solar.project.${key}`)}
                </li>
              ))}
            </ul>
          </div>
          <EstateGrid />
        </div>
      </VentureSection>

      <VentureSection eyebrow={t('solar.regions.eyebrow')} title={t('solar.regions.title')}>
        <RegionCards
          watermark="sun"
          regions={REGIONS.map((key) => ({
            key,
            title: t(`solar.regions.${key}.title`),
            text: t(`solar.regions.${key}.text`),
          }))}
        />
      </VentureSection>

      <VentureSection
        id={FORM_ANCHORS.solar}
        tone="white"
        eyebrow={t('solar.signUp.eyebrow')}
        title={t('solar.signUp.title')}
        intro={t('solar.signUp.text')}
      >
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:items-start">
          <SolarUpdatesForm />
          <SisterVentureCard
            compact
            icon="zap"
            title={t('solar.electricians.title')}
            text={t('solar.electricians.text')}
            href={ELECTRICIANS}
            linkLabel={t('solar.electricians.link')}
          />
        </div>
      </VentureSection>

      <CtaBand
        icon="sun"
        title={t('solar.cta.title')}
        text={t('solar.cta.text')}
        actions={
          <>
            <ActionLink href={CONSULTATION} surface="accent">
              {t('solar.cta.book')}
            </ActionLink>
            <ActionLink href={ELECTRICIANS} surface="accent" variant="outline">
              {t('solar.cta.electricians')}
            </ActionLink>
          </>
        }
      />
    </main>
  );
}

/** 152 small roofs, one per unit of the estate: the project's scale at a glance. */
function EstateGrid() {
  return (
    <div aria-hidden="true" className="rounded-2xl bg-stone-900 p-5 shadow-lg sm:p-6">
      <div className="grid grid-cols-[repeat(19,minmax(0,1fr))] gap-1 sm:gap-1.5">
        {Array.from({ length: 152 }, (_, unit) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing of 152 identical units.
            key={unit}
            className={`aspect-square rounded-[3px] ${unit % 7 === 3 ? 'bg-amber-300' : 'bg-sky-400/70'}`}
          />
        ))}
      </div>
    </div>
  );
}
