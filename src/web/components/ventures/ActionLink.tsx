import type { ReactNode } from 'react';
import { LineIcon } from '../LineIcon.tsx';
import { ICONS } from './icons.ts';

type Variant = 'solid' | 'outline';
type Surface = 'dark' | 'light' | 'accent';

const STYLES: Record<Surface, Record<Variant, string>> = {
  dark: {
    solid: 'bg-amber-500 text-stone-950 hover:bg-amber-400 focus-visible:outline-amber-300',
    outline: 'border border-white/30 text-white hover:bg-white/10 focus-visible:outline-white',
  },
  light: {
    solid: 'bg-amber-700 text-white hover:bg-amber-800 focus-visible:outline-amber-700',
    outline:
      'border border-stone-300 bg-white text-stone-900 hover:border-stone-400 hover:bg-stone-100 focus-visible:outline-amber-700',
  },
  accent: {
    solid: 'bg-white text-stone-900 hover:bg-amber-50 focus-visible:outline-white',
    outline: 'border border-white/60 text-white hover:bg-white/10 focus-visible:outline-white',
  },
};

interface ActionLinkProps {
  href: string;
  children: ReactNode;
  variant?: Variant;
  /** The background the button sits on, for colours with enough contrast. */
  surface?: Surface;
  /** Solid buttons point on by default. */
  arrow?: boolean;
}

/** A call to action: a real link (it works before JavaScript loads), styled as a button. */
export function ActionLink({ href, children, variant = 'solid', surface = 'light', arrow }: ActionLinkProps) {
  const showArrow = arrow ?? variant === 'solid';
  return (
    <a
      href={href}
      className={`inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 text-sm font-semibold shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 ${STYLES[surface][variant]}`}
    >
      {children}
      {showArrow && <LineIcon path={ICONS.arrowRight} className="h-4 w-4" />}
    </a>
  );
}
