import { type ReactNode, useId } from 'react';
import { LineIcon } from '../LineIcon.tsx';
import { ICONS, type IconName } from './icons.ts';

interface CtaBandProps {
  title: string;
  text: string;
  actions: ReactNode;
  /** The venture's emblem, drawn large and faint on wide screens. */
  icon: IconName;
}

/** The closing call to action of a venture page. */
export function CtaBand({ title, text, actions, icon }: CtaBandProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 pt-8 sm:px-6 sm:pt-10">
      <div className="relative overflow-hidden rounded-3xl bg-amber-800 px-6 py-12 text-white shadow-xl sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_100%_0%,rgba(251,191,36,0.25),transparent_50%),radial-gradient(circle_at_0%_100%,rgba(28,25,23,0.45),transparent_55%)]"
        />
        <LineIcon
          path={ICONS[icon]}
          className="absolute top-1/2 right-12 hidden h-52 w-52 -translate-y-1/2 text-amber-200 opacity-25 [stroke-width:1.25] lg:block"
        />
        <div className="relative flex flex-col gap-8">
          <div className="max-w-2xl">
            <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-amber-50 text-pretty">{text}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>
        </div>
      </div>
    </section>
  );
}
