import type { CheckOutcome } from '#domain/system/system-check.ts';
import { classNames } from '../ui/class-names.ts';

const OUTCOME_CLASSES: Record<CheckOutcome, string> = {
  pass: 'bg-green-50 text-green-800 ring-green-600/30',
  warning: 'bg-amber-50 text-amber-900 ring-amber-600/40',
  fail: 'bg-red-50 text-red-800 ring-red-600/30',
};

const OUTCOME_MARKS: Record<CheckOutcome, string> = { pass: '✓', warning: '!', fail: '✗' };

/** A test's outcome in words with a mark beside the colour, so it never rests on colour alone. */
export function OutcomeLabel({ outcome, label }: { outcome: CheckOutcome; label: string }) {
  return (
    <span
      className={classNames(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        OUTCOME_CLASSES[outcome],
      )}
    >
      <span aria-hidden="true">{OUTCOME_MARKS[outcome]}</span>
      {label}
    </span>
  );
}
