import { LineIcon } from '../../components/LineIcon.tsx';
import { EpieCta, EpieHero, EpieRegions } from '../../components/ventures/EpieVenture.tsx';
import { FeatureGrid } from '../../components/ventures/FeatureGrid.tsx';
import { ICONS, type IconName } from '../../components/ventures/icons.ts';
import { SisterVentureCard } from '../../components/ventures/SisterVentureCard.tsx';
import { SolarUpdatesForm } from '../../components/ventures/SolarUpdatesForm.tsx';
import { VentureSection } from '../../components/ventures/VentureSection.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
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

export default function Page() {
  const { t } = useTranslation();
  return (
    <main>
      <EpieHero
        ns="solar"
        figures={FIGURES}
        primary={{ href: CONSULTATION, key: 'book' }}
        secondary={{ href: ELECTRICIANS, key: 'electricians' }}
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

      <EpieRegions ns="solar" watermark="sun" />

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

      <EpieCta
        ns="solar"
        icon="sun"
        primary={{ href: CONSULTATION, key: 'book' }}
        secondary={{ href: ELECTRICIANS, key: 'electricians' }}
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
