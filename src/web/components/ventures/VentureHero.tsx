import type { ReactNode } from 'react';
import { LineIcon } from '../LineIcon.tsx';
import { ICONS } from './icons.ts';

interface VentureHeroProps {
  eyebrow: string;
  title: string;
  subtitle: string;
  intro: string;
  /** The "Back to Home" link above the title. */
  back: { href: string; label: string };
  /** Calls to action (ActionLinks on the dark surface). */
  actions: ReactNode;
  /** Decorative art beside the text on wide screens. */
  art: ReactNode;
}

/** The dark opening band every venture page starts with: who it is, what it does, what to do next. */
export function VentureHero({ eyebrow, title, subtitle, intro, back, actions, art }: VentureHeroProps) {
  return (
    <section className="relative overflow-hidden bg-stone-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_85%_20%,rgba(245,158,11,0.28),transparent_45%),radial-gradient(circle_at_10%_90%,rgba(180,83,9,0.3),transparent_40%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 opacity-[0.07] [background-image:linear-gradient(to_right,white_1px,transparent_1px),linear-gradient(to_bottom,white_1px,transparent_1px)] [background-size:48px_48px]"
      />
      <div className="relative mx-auto grid max-w-6xl gap-12 px-4 pt-10 pb-24 sm:px-6 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:items-center lg:pt-14 lg:pb-32">
        <div>
          <a
            href={back.href}
            className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-stone-300 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
          >
            <LineIcon path={ICONS.arrowLeft} className="h-4 w-4" />
            {back.label}
          </a>
          <p className="mt-10 text-sm font-semibold tracking-[0.2em] text-amber-400 uppercase">{eyebrow}</p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {title}
          </h1>
          <p className="mt-5 text-xl font-medium text-amber-100 text-balance sm:text-2xl">{subtitle}</p>
          <p className="mt-5 max-w-xl text-base leading-relaxed text-stone-300 sm:text-lg">{intro}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>
        </div>
        <div className="mx-auto hidden w-full max-w-md sm:block lg:max-w-none">{art}</div>
      </div>
    </section>
  );
}
