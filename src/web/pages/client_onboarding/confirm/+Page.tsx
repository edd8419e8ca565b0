import { ProjectClaimPanel } from '#web/components/onboarding/ProjectClaimPanel.tsx';

export default function Page() {
  return (
    <main className="mx-auto max-w-md px-4 py-16">
      <ProjectClaimPanel />
    </main>
  );
}
