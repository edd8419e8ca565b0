import type { ReactNode } from 'react';

/** The booking pages' top: eyebrow, heading and a line of introduction, in the site's warm look. */
export function PageHeader({
  id,
  eyebrow,
  heading,
  children,
}: {
  id?: string;
  eyebrow: string;
  heading: string;
  children?: ReactNode;
}) {
  return (
    <header
      id={id}
      className="relative scroll-mt-16 overflow-hidden border-b border-stone-200 bg-gradient-to-br from-amber-50 via-stone-50 to-stone-100"
    >
      <div className="relative mx-auto max-w-5xl px-4 py-10 sm:px-6 md:py-14">
        <p className="text-sm font-semibold uppercase tracking-wide text-amber-700">{eyebrow}</p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-stone-900 md:text-4xl">{heading}</h1>
        {children && <div className="mt-4 max-w-2xl text-lg leading-relaxed text-stone-600">{children}</div>}
      </div>
    </header>
  );
}
