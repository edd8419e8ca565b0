import { LineIcon } from '../../components/LineIcon.tsx';
import { ActionLink } from '../../components/ventures/ActionLink.tsx';
import { EpieCta, EpieHero, EpieRegions } from '../../components/ventures/EpieVenture.tsx';
import { FeatureGrid } from '../../components/ventures/FeatureGrid.tsx';
import { ICONS, type IconName } from '../../components/ventures/icons.ts';
import { SisterVentureCard } from '../../components/ventures/SisterVentureCard.tsx';
import { StepList } from '../../components/ventures/StepList.tsx';
import { VentureSection } from '../../components/ventures/VentureSection.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';

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

export default function Page() {
  const { t } = useTranslation();
  return (
    <main>
      <EpieHero
        ns="electricians"
        figures={FIGURES}
        primary={{ href: ELECTRICAL, key: 'book' }}
        secondary={{ href: SOLAR, key: 'solar' }}
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

      <EpieRegions ns="electricians" watermark="globe" tone="white" />

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

      <EpieCta
        ns="electricians"
        icon="zap"
        primary={{ href: ELECTRICAL, key: 'book' }}
        secondary={{ href: TECHNICAL, key: 'technical' }}
      />
    </main>
  );
}
