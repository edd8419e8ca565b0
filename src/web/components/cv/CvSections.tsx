import { useTranslation } from '../../i18n/use-translation.tsx';
import { LineIcon } from '../LineIcon.tsx';
import { CvSection } from './CvSection.tsx';
import { readEntries, readTextList } from './cv-content.ts';

const CHECK_ICON = 'M5 12l5 5L20 7';
const ARROW_ICON = 'M5 12h14M13 6l6 6-6 6';

/** Where each project card leads (the venture pages of the site). */
const PROJECT_LINKS: Record<string, string> = {
  college: '/educational-initiative',
  solarEstate: '/epie-solar-solutions',
  medaiClinic: '/projects/medai',
  music: '/#one-latest-poetry-performance',
};

/** Proficiency out of five, drawn as dots beside the written level. */
const LANGUAGE_LEVELS: Record<string, number> = { english: 5, french: 5, spanish: 2 };

function useCvTexts() {
  const { t } = useTranslation();
  return {
    t,
    /** Nested texts of the CV (lists and keyed groups). */
    nested: (key: string): unknown => t.nested(`cv.${key}`),
  };
}

export function SummarySection() {
  const { t, nested } = useCvTexts();
  const facts = readEntries(nested('summary.facts'), ['value', 'label']);
  return (
    <CvSection id="summary" heading={t('cv.summary.heading')}>
      <div className="space-y-4 leading-relaxed text-stone-700 sm:text-lg">
        {readTextList(nested('summary.paragraphs')).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <dl className="mt-8 grid grid-cols-3 gap-3 sm:gap-4">
        {facts.map((fact) => (
          <div
            key={fact.id}
            className="flex flex-col rounded-xl border border-stone-200 bg-white p-3 sm:p-5 print:border-stone-300"
          >
            <dt className="order-2 mt-1 text-xs leading-snug text-stone-600 sm:text-sm">{fact.label}</dt>
            <dd className="order-1 text-2xl font-bold tracking-tight text-amber-700 sm:text-3xl">
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
    </CvSection>
  );
}

export function SkillsSection() {
  const { t, nested } = useCvTexts();
  const groups = readEntries(nested('skills.groups'), ['title']);
  return (
    <CvSection id="skills" heading={t('cv.skills.heading')}>
      <div className="grid gap-4 lg:grid-cols-3">
        {groups.map((group) => (
          <div
            key={group.id}
            className="rounded-xl border border-stone-200 bg-white p-5 print:break-inside-avoid print:border-stone-300"
          >
            <h3 className="font-semibold text-stone-900">{group.title}</h3>
            <ul className="mt-3 space-y-2 text-sm text-stone-700">
              {readTextList(nested(`skills.groups.${group.id}.items`)).map((skill) => (
                <li key={skill} className="flex gap-2">
                  <LineIcon path={CHECK_ICON} className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" />
                  <span>{skill}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </CvSection>
  );
}

export function EducationSection() {
  const { t, nested } = useCvTexts();
  const items = readEntries(nested('education.items'), ['title', 'place', 'period', 'description']);
  return (
    <CvSection id="education" heading={t('cv.education.heading')}>
      <ul className="space-y-6">
        {items.map((item) => (
          <li key={item.id} className="print:break-inside-avoid">
            <EntryHeading title={item.title} period={item.period} />
            <p className="mt-1 text-sm font-medium text-stone-500">{item.place}</p>
            <p className="mt-2 leading-relaxed text-stone-700">{item.description}</p>
          </li>
        ))}
      </ul>
    </CvSection>
  );
}

export function ExperienceSection() {
  const { t, nested } = useCvTexts();
  const items = readEntries(nested('experience.items'), [
    'role',
    'organisation',
    'period',
    'place',
    'description',
  ]);
  return (
    <CvSection id="experience" heading={t('cv.experience.heading')}>
      <ol className="relative space-y-10 border-l-2 border-amber-200 pl-6 sm:pl-8 print:border-stone-300">
        {items.map((item) => (
          <li key={item.id} className="relative print:break-inside-avoid">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[calc(1.5rem+7px)] h-3 w-3 rounded-full border-2 border-amber-600 bg-stone-50 sm:-left-[calc(2rem+7px)]"
            />
            <EntryHeading title={item.role} period={item.period} />
            <p className="mt-1 text-sm">
              <span className="font-semibold text-amber-800">{item.organisation}</span>
              <span className="text-stone-500"> · {item.place}</span>
            </p>
            <p className="mt-3 leading-relaxed text-stone-700">{item.description}</p>
            <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-stone-700 marker:text-amber-600">
              {readTextList(nested(`experience.items.${item.id}.highlights`)).map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </CvSection>
  );
}

export function ProjectsSection() {
  const { t, nested } = useCvTexts();
  const items = readEntries(nested('projects.items'), ['name', 'period', 'description', 'link']);
  return (
    <CvSection id="projects" heading={t('cv.projects.heading')}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {items.map((item) => {
          const href = PROJECT_LINKS[item.id];
          return (
            <li
              key={item.id}
              className="flex flex-col rounded-xl border border-stone-200 bg-white p-5 print:break-inside-avoid print:border-stone-300"
            >
              <p className="text-xs font-semibold uppercase tracking-wider text-stone-500">{item.period}</p>
              <h3 className="mt-1 text-lg font-semibold text-stone-900">{item.name}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-stone-700">{item.description}</p>
              {href && (
                <a
                  href={href}
                  className="mt-4 inline-flex items-center gap-1.5 self-start text-sm font-semibold text-amber-800 hover:text-amber-900 hover:underline print:hidden"
                >
                  {item.link}
                  <LineIcon path={ARROW_ICON} className="h-4 w-4" />
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </CvSection>
  );
}

export function CertificationsSection() {
  const { t, nested } = useCvTexts();
  const items = readEntries(nested('certifications.items'), ['name', 'issuer', 'year']);
  return (
    <CvSection id="certifications" heading={t('cv.certifications.heading')}>
      <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white print:border-stone-300">
        {items.map((item) => (
          <li key={item.id} className="flex items-start justify-between gap-4 px-5 py-4">
            <div>
              <p className="font-medium text-stone-900">{item.name}</p>
              <p className="mt-0.5 text-sm text-stone-600">{item.issuer}</p>
            </div>
            <span className="shrink-0 rounded-full bg-stone-100 px-2.5 py-0.5 text-sm font-medium text-stone-700 tabular-nums">
              {item.year}
            </span>
          </li>
        ))}
      </ul>
    </CvSection>
  );
}

export function LanguagesSection() {
  const { t, nested } = useCvTexts();
  const items = readEntries(nested('languages.items'), ['name', 'level']);
  return (
    <CvSection id="languages" heading={t('cv.languages.heading')}>
      <ul className="grid gap-3 sm:grid-cols-3">
        {items.map((item) => {
          const level = LANGUAGE_LEVELS[item.id] ?? 0;
          return (
            <li
              key={item.id}
              className="rounded-xl border border-stone-200 bg-white p-4 print:break-inside-avoid print:border-stone-300"
            >
              <p className="font-semibold text-stone-900">{item.name}</p>
              <p className="mt-0.5 text-sm text-stone-600">{item.level}</p>
              <span aria-hidden="true" className="mt-3 flex gap-1.5">
                {[1, 2, 3, 4, 5].map((dot) => (
                  <span
                    key={dot}
                    className={`h-2 w-2 rounded-full ${dot <= level ? 'bg-amber-600' : 'bg-stone-200'}`}
                  />
                ))}
              </span>
            </li>
          );
        })}
      </ul>
    </CvSection>
  );
}

export function InterestsSection() {
  const { t, nested } = useCvTexts();
  return (
    <CvSection id="interests" heading={t('cv.interests.heading')}>
      <ul className="flex flex-wrap gap-2">
        {readTextList(nested('interests.items')).map((interest) => (
          <li
            key={interest}
            className="rounded-full border border-amber-200 bg-amber-50 px-3.5 py-1.5 text-sm text-amber-900 print:border-stone-300 print:bg-transparent print:text-stone-800"
          >
            {interest}
          </li>
        ))}
      </ul>
    </CvSection>
  );
}

/** An entry's title with its period on the right (below it on narrow screens). */
function EntryHeading({ title, period }: { title: string; period: string }) {
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
      <h3 className="text-lg font-semibold text-stone-900">{title}</h3>
      <p className="shrink-0 text-sm font-medium text-stone-500 tabular-nums">{period}</p>
    </div>
  );
}
