import { LineIcon } from '../../components/LineIcon.tsx';
import { ActionLink } from '../../components/ventures/ActionLink.tsx';
import { CtaBand } from '../../components/ventures/CtaBand.tsx';
import { FeatureGrid } from '../../components/ventures/FeatureGrid.tsx';
import { FigureCards } from '../../components/ventures/FigureCards.tsx';
import { ICONS, type IconName } from '../../components/ventures/icons.ts';
import { VentureArt } from '../../components/ventures/VentureArtIsland.tsx';
import { VentureHero } from '../../components/ventures/VentureHero.tsx';
import { VentureSection } from '../../components/ventures/VentureSection.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';

const CONSULTATION = '/booking?service=education-consultation';
const CONTACT = '/contact';

const FIGURES = ['site', 'programmes', 'ways', 'mission'] as const;
const PILLARS: [string, IconName][] = [
  ['practical', 'tool'],
  ['employable', 'briefcase'],
  ['entrepreneurial', 'lightbulb'],
];
const PROGRAMMES: [string, IconName][] = [
  ['electrical', 'zap'],
  ['solar', 'sun'],
  ['digital', 'code'],
  ['enterprise', 'trendingUp'],
];
/** Colours match the rooms of the site plan beside the list. */
const SPACES: [string, IconName, string][] = [
  ['classrooms', 'book', 'bg-amber-100 text-amber-800'],
  ['workshops', 'tool', 'bg-sky-100 text-sky-800'],
  ['lab', 'monitor', 'bg-emerald-100 text-emerald-800'],
];
const WAYS: [string, IconName][] = [
  ['partner', 'link'],
  ['equipment', 'tool'],
  ['expertise', 'users'],
  ['sponsor', 'heart'],
];

export default function Page() {
  const { t } = useTranslation();
  return (
    <main>
      <VentureHero
        eyebrow={t('education.hero.eyebrow')}
        title={t('education.hero.title')}
        subtitle={t('education.hero.subtitle')}
        intro={t('education.hero.intro')}
        back={{ href: '/', label: t('education.backHome') }}
        art={<VentureArt name="education" />}
        actions={
          <>
            <ActionLink href={CONSULTATION} surface="dark">
              {t('education.hero.book')}
            </ActionLink>
            <ActionLink href={CONTACT} surface="dark" variant="outline">
              {t('education.hero.contact')}
            </ActionLink>
          </>
        }
      />
      <FigureCards
        label={t('education.figures.label')}
        figures={FIGURES.map((key) => ({
          value: t(`education.figures.${key}.value`),
          label: t(`education.figures.${key}.label`),
          detail: t(`education.figures.${key}.detail`),
        }))}
      />

      <VentureSection
        eyebrow={t('education.vision.eyebrow')}
        title={t('education.vision.title')}
        intro={t('education.vision.intro')}
      >
        <FeatureGrid
          features={PILLARS.map(([key, icon]) => ({
            icon,
            title: t(`education.vision.${key}.title`),
            text: t(`education.vision.${key}.text`),
          }))}
        />
      </VentureSection>

      <VentureSection
        tone="white"
        eyebrow={t('education.programmes.eyebrow')}
        title={t('education.programmes.title')}
        intro={t('education.programmes.intro')}
      >
        <FeatureGrid
          columns={2}
          features={PROGRAMMES.map(([key, icon]) => ({
            icon,
            title: t(`education.programmes.${key}.title`),
            text: t(`education.programmes.${key}.text`),
          }))}
        />
      </VentureSection>

      <VentureSection eyebrow={t('education.site.eyebrow')} title={t('education.site.title')}>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-center">
          <div>
            <p className="text-lg leading-relaxed text-stone-700">{t('education.site.text')}</p>
            <ul className="mt-6 space-y-4">
              {SPACES.map(([key, icon, colour]) => (
                <li key={key} className="flex items-center gap-4 text-stone-800">
                  <span
                    className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-xl ${colour}`}
                  >
                    <LineIcon path={ICONS[icon]} className="h-5 w-5" />
                  </span>
                  {t(`education.site.${key}`)}
                </li>
              ))}
            </ul>
          </div>
          <SitePlan />
        </div>
      </VentureSection>

      <VentureSection
        tone="white"
        eyebrow={t('education.help.eyebrow')}
        title={t('education.help.title')}
        intro={t('education.help.intro')}
      >
        <FeatureGrid
          columns={4}
          features={WAYS.map(([key, icon]) => ({
            icon,
            title: t(`education.help.${key}.title`),
            text: t(`education.help.${key}.text`),
          }))}
        />
      </VentureSection>

      <CtaBand
        icon="graduation"
        title={t('education.cta.title')}
        text={t('education.cta.text')}
        actions={
          <>
            <ActionLink href={CONSULTATION} surface="accent">
              {t('education.cta.book')}
            </ActionLink>
            <ActionLink href={CONTACT} surface="accent" variant="outline">
              {t('education.cta.contact')}
            </ActionLink>
          </>
        }
      />
    </main>
  );
}

/** A floor plan of the 400 m² site (20 m by 20 m): classrooms, workshops and the lab. */
function SitePlan() {
  return (
    <div className="mx-auto w-full max-w-md rounded-2xl bg-stone-900 p-6 shadow-lg">
      <svg viewBox="0 0 200 200" className="h-auto w-full" aria-hidden="true" focusable="false">
        <defs>
          <pattern id="site-plan-grid" width="10" height="10" patternUnits="userSpaceOnUse">
            <path d="M10 0H0V10" fill="none" stroke="rgba(255,255,255,0.08)" strokeWidth="0.6" />
          </pattern>
        </defs>
        <rect x="0" y="0" width="200" height="200" fill="url(#site-plan-grid)" />
        <rect
          x="10"
          y="10"
          width="180"
          height="180"
          fill="none"
          stroke="#f59e0b"
          strokeWidth="2"
          strokeDasharray="6 5"
        />
        <rect x="20" y="20" width="76" height="70" rx="4" fill="rgba(251,191,36,0.2)" stroke="#fcd34d" />
        <rect x="104" y="20" width="76" height="70" rx="4" fill="rgba(251,191,36,0.2)" stroke="#fcd34d" />
        <rect x="20" y="98" width="110" height="82" rx="4" fill="rgba(56,189,248,0.18)" stroke="#7dd3fc" />
        <rect x="138" y="98" width="42" height="82" rx="4" fill="rgba(52,211,153,0.18)" stroke="#6ee7b7" />
        <path
          d="M40 40h36M40 52h36M40 64h24M124 40h36M124 52h36M124 64h24"
          stroke="rgba(255,255,255,0.35)"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path d="M40 120h70v40H40z" fill="none" stroke="rgba(255,255,255,0.35)" strokeWidth="2" />
        <path d="M75 120v40M40 140h70" stroke="rgba(255,255,255,0.25)" strokeWidth="1.5" />
        <path
          d="M148 112h22M148 130h22M148 148h22M148 166h22"
          stroke="rgba(255,255,255,0.35)"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </svg>
    </div>
  );
}
