import { LineIcon } from '../LineIcon.tsx';
import { ActionLink } from './ActionLink.tsx';
import { ICONS, type IconName } from './icons.ts';

interface SisterVentureCardProps {
  /** The sister venture's icon, beside the title. */
  icon: IconName;
  title: string;
  text: string;
  href: string;
  linkLabel: string;
  /** Smaller type and padding, for a narrow column beside a form. */
  compact?: boolean;
}

/** The amber card that sends a reader on to the sister venture (electricians to solar, and back). */
export function SisterVentureCard({
  icon,
  title,
  text,
  href,
  linkLabel,
  compact = false,
}: SisterVentureCardProps) {
  return (
    <div
      className={`flex flex-col rounded-2xl border border-amber-200 bg-amber-50 ${compact ? 'p-6 sm:p-8' : 'p-8'}`}
    >
      <h3
        className={`flex items-center gap-3 font-semibold text-stone-900 ${compact ? 'text-lg' : 'text-xl'}`}
      >
        <LineIcon path={ICONS[icon]} className={`text-amber-700 ${compact ? 'h-5 w-5' : 'h-6 w-6'}`} />
        {title}
      </h3>
      <p className={`mt-3 flex-1 leading-relaxed text-stone-700 ${compact ? 'text-sm' : ''}`}>{text}</p>
      <div className={compact ? 'mt-5' : 'mt-6'}>
        <ActionLink href={href} variant="outline" arrow>
          {linkLabel}
        </ActionLink>
      </div>
    </div>
  );
}
