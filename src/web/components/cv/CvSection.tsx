import type { ReactNode } from 'react';

/** One CV section: its heading in a narrow left column on wide screens, the content beside it. */
export function CvSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  const headingId = `cv-${id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="scroll-mt-24 py-10 first:pt-0 md:grid md:grid-cols-[12rem_minmax(0,1fr)] md:gap-10 print:py-5"
    >
      <h2
        id={headingId}
        className="mb-5 flex items-center gap-3 text-sm print:break-after-avoid font-semibold uppercase tracking-wider text-stone-900 md:mb-0 md:items-start md:pt-1"
      >
        <span aria-hidden="true" className="h-0.5 w-6 shrink-0 bg-amber-600 md:mt-2" />
        {heading}
      </h2>
      <div className="min-w-0">{children}</div>
    </section>
  );
}
