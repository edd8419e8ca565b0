import { type ReactNode, useId } from 'react';

interface VentureSectionProps {
  id?: string;
  eyebrow: string;
  title: string;
  intro?: string;
  /** Alternating backgrounds keep long pages readable. */
  tone?: 'plain' | 'white';
  children: ReactNode;
}

/** One titled band of a venture page. */
export function VentureSection({ id, eyebrow, title, intro, tone = 'plain', children }: VentureSectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`scroll-mt-20 py-16 sm:py-20 ${tone === 'white' ? 'border-y border-stone-200 bg-white' : ''}`}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-[0.16em] text-amber-700 uppercase">{eyebrow}</p>
          <h2 id={headingId} className="mt-3 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
            {title}
          </h2>
          {intro && <p className="mt-4 text-lg leading-relaxed text-stone-600">{intro}</p>}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
