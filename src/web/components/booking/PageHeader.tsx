import type { ReactNode } from 'react';
import { classNames } from '../ui/class-names.ts';

/**
 * The booking pages' top: eyebrow, heading and a line of introduction, in the site's warm look.
 * `compact` above a booker: less height, so that the booker fits a laptop's screen below it.
 */
export function PageHeader({
  id,
  eyebrow,
  heading,
  compact = false,
  children,
}: {
  id?: string;
  eyebrow: string;
  heading: string;
  compact?: boolean;
  children?: ReactNode;
}) {
  return (
    <header
      id={id}
      className="relative scroll-mt-16 overflow-hidden border-b border-stone-200 bg-gradient-to-br from-amber-50 via-stone-50 to-stone-100"
    >
      <div
        className={classNames('relative mx-auto max-w-5xl px-4 sm:px-6', compact ? 'py-5' : 'py-10 md:py-14')}
      >
        <p className="text-sm font-semibold uppercase tracking-wide text-amber-700">{eyebrow}</p>
        <h1
          className={classNames(
            'font-bold tracking-tight text-stone-900',
            compact ? 'mt-1 text-2xl md:text-3xl' : 'mt-3 text-3xl md:text-4xl',
          )}
        >
          {heading}
        </h1>
        {children && (
          <div
            className={classNames(
              'max-w-2xl leading-relaxed text-stone-600',
              compact ? 'mt-2 text-sm md:text-base' : 'mt-4 text-lg',
            )}
          >
            {children}
          </div>
        )}
      </div>
    </header>
  );
}
