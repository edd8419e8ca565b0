import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../components/LineIcon.tsx';
import { ActionLink } from '../../components/ventures/ActionLink.tsx';
import { CtaBand } from '../../components/ventures/CtaBand.tsx';
import { FeatureGrid } from '../../components/ventures/FeatureGrid.tsx';
import { FigureCards } from '../../components/ventures/FigureCards.tsx';
import { ICONS, type IconName } from '../../components/ventures/icons.ts';
import { RegionCards } from '../../components/ventures/RegionCards.tsx';
import { SisterVentureCard } from '../../components/ventures/SisterVentureCard.tsx';
import { StepList } from '../../components/ventures/StepList.tsx';
import { VentureArt } from '../../components/ventures/VentureArt.tsx';
import { VentureHero } from '../../components/ventures/VentureHero.tsx';
import { VentureSection } from '../../components/ventures/VentureSection.tsx';

const ELECTRICAL = '/booking?service=electrical-consultation';
const TECHNICAL = '/booking?service=technical-consultation';
const SOLAR = '/epie-solar-solutions';

const FIGURES = ['sectors', 'regions', 'services', 'steps'] as const;
const SERVICE_GROUPS: { title: string; icon: IconName; services: [string, IconName][] }[] = [
  {
    title: 'domesticTitle',
    icon: 'home',
    services: [
      ['rewiring', 'zap'],
      ['consumerUnits', 'shield'],
      ['lighting', 'plug'],
    ],
  },
  {
    title: 'commercialTitle',
    icon: 'building',
    services: [
      ['fitOuts', 'briefcase'],
      ['maintenance', 'tool'],
      ['testing', 'clipboard'],
    ],
  },
];
const STEPS = ['consult', 'survey', 'install', 'certify'] as const;
const REGIONS = ['uk', 'africa'] as const;

export default function Page() {
  const { t } = useTranslation();
  return (
    <main>
      <VentureHero
        eyebrow={t('electricians.hero.eyebrow')}
        title={t('electricians.hero.title')}
        subtitle={t('electricians.hero.subtitle')}
        intro={t('electricians.hero.intro')}
        back={{ href: '/', label: t('electricians.backHome') }}
        art={<VentureArt name="electricians" />}
        actions={
          <>
            <ActionLink href={ELECTRICAL} surface="dark">
              {t('electricians.hero.book')}
            </ActionLink>
            <ActionLink href={SOLAR} surface="dark" variant="outline">
              {t('electricians.hero.solar')}
            </ActionLink>
          </>
        }
      />
      <FigureCards
        label={t('electricians.figures.label')}
        figures={FIGURES.map((key) => ({
          value: t(`electricians.figures.${key}.value`),
          label: t(`electricians.figures.${key}.label`),
          detail: t(`electricians.figures.${key}.detail`),
        }))}
      />

      <VentureSection
        eyebrow={t('electricians.services.eyebrow')}
        title={t('electricians.services.title')}
        intro={t('electricians.services.intro')}
      >
        <div className="space-y-12">
          {SERVICE_GROUPS.map((group) => (
            <div key={group.title}>
              <h3 className="flex items-center gap-3 text-xl font-semibold text-stone-900">
                <LineIcon path={ICONS[group.icon]} className="h-6 w-6 text-amber-700" />
                {t(`electricians.services.${group.title}`)}
              </h3>
              <div className="mt-5">
                <FeatureGrid
                  features={group.services.map(([key, icon]) => ({
                    icon,
                    title: t(`electricians.services.${key}.title`),
                    text: t(`electricians.services.${key}.text`),
                  }))}
                />
              </div>
            </div>
          ))}
        </div>
      </VentureSection>

      <VentureSection
        tone="white"
        eyebrow={t('electricians.regions.eyebrow')}
        title={t('electricians.regions.title')}
      >
        <RegionCards
          watermark="globe"
          regions={REGIONS.map((key) => ({
            key,
            title: t(`electricians.regions.${key}.title`),
            text: t(`electricians.regions.${key}.text`),
          }))}
        />
      </VentureSection>

      <VentureSection eyebrow={t('electricians.process.eyebrow')} title={t('electricians.process.title')}>
        <StepList
          steps={STEPS.map((key) => ({
            title: t(`electricians.process.${key}.title`),
            text: t(`electricians.process.${key}.text`),
          }))}
        />
        <div className="mt-12 grid gap-5 md:grid-cols-2">
          <div className="flex flex-col rounded-2xl border border-stone-200 bg-white p-8 shadow-sm">
            <h3 className="text-xl font-semibold text-stone-900">{t('electricians.technical.title')}</h3>
            <p className="mt-3 flex-1 leading-relaxed text-stone-600">{t('electricians.technical.text')}</p>
            <div className="mt-6">
              <ActionLink href={TECHNICAL}>{t('electricians.technical.book')}</ActionLink>
            </div>
          </div>
          <SisterVentureCard
            icon="sun"
            title={t('electricians.solar.title')}
            text={t('electricians.solar.text')}
            href={SOLAR}
            linkLabel={t('electricians.solar.link')}
          />
        </div>
      </VentureSection>

      <CtaBand
        icon="zap"
        title={t('electricians.cta.title')}
        text={t('electricians.cta.text')}
        actions={
          <>
            <ActionLink href={ELECTRICAL} surface="accent">
              {t('electricians.cta.book')}
            </ActionLink>
            <ActionLink href={TECHNICAL} surface="accent" variant="outline">
              {t('electricians.cta.technical')}
            </ActionLink>
          </>
        }
      />
    </main>
  );
}
