import type { CheckOutcome } from '#domain/system/system-check.ts';
import { classNames } from '../ui/class-names.ts';

const STYLES: Record<CheckOutcome, { className: string; symbol: string }> = {
  pass: { className: 'border-emerald-300 bg-emerald-50 text-emerald-900', symbol: '✓' },
  fail: { className: 'border-red-300 bg-red-50 text-red-900', symbol: '✕' },
  warning: { className: 'border-amber-300 bg-amber-50 text-amber-950', symbol: '!' },
};

/** A check's outcome as a word with a symbol beside the colour, so it never reads by colour alone. */
export function CheckOutcomeBadge({ outcome, label }: { outcome: CheckOutcome; label: string }) {
  const style = STYLES[outcome];
  return (
    <span
      data-outcome={outcome}
      className={classNames(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        style.className,
      )}
    >
      <span aria-hidden="true">{style.symbol}</span>
      {label}
    </span>
  );
}
