import '../../components/cv/cv-print.css';
import { CvHeader } from '../../components/cv/CvHeader.tsx';
import {
  CertificationsSection,
  EducationSection,
  ExperienceSection,
  InterestsSection,
  LanguagesSection,
  ProjectsSection,
  SkillsSection,
  SummarySection,
} from '../../components/cv/CvSections.tsx';

/** Spec order: summary, core skills, education, experience, projects, certifications, languages, interests. */
export default function Page() {
  return (
    <main className="cv-page mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-14 print:max-w-none print:p-0">
      <CvHeader />
      <div className="mt-12 divide-y divide-stone-200 print:mt-6">
        <SummarySection />
        <SkillsSection />
        <EducationSection />
        <ExperienceSection />
        <ProjectsSection />
        <CertificationsSection />
        <LanguagesSection />
        <InterestsSection />
      </div>
    </main>
  );
}
