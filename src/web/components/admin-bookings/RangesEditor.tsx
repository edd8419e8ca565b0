import { useTranslation } from '../../i18n/use-translation.tsx';
import { TextField } from '../forms/TextField.tsx';
import { Button } from '../ui/Button.tsx';
import { type RangeDraft, rangeAfter } from './ranges-draft.ts';

interface RangesEditorProps {
  idPrefix: string;
  /** What the ranges are of ("Monday", "the date"), for the buttons' names to screen readers. */
  label: string;
  ranges: readonly RangeDraft[];
  onChange(ranges: RangeDraft[]): void;
  /** The translated problem of these ranges. */
  error?: string | undefined;
  /** Shown without ranges ("Closed"). */
  empty?: string;
}

/** HH:MM as text: "24:00" (the end of the day) is a time a native time picker cannot hold. */
const TIME_INPUT = {
  type: 'text',
  inputMode: 'numeric',
  placeholder: 'HH:MM',
  maxLength: 5,
  pattern: '[0-2][0-9]:[0-5][0-9]',
  className: 'w-24',
} as const;

/** Several From–To ranges of one day, each removable, and Add hours. */
export function RangesEditor({ idPrefix, label, ranges, onChange, error, empty }: RangesEditorProps) {
  const { t } = useTranslation();
  const set = (index: number, change: Partial<RangeDraft>) =>
    onChange(ranges.map((range, at) => (at === index ? { ...range, ...change } : range)));
  return (
    <div>
      {ranges.length === 0 && empty && <p className="py-2 text-sm text-stone-500">{empty}</p>}
      <ul className="space-y-2">
        {ranges.map((range, index) => {
          const name = t('adminBookings.availability.rangeLabel', { day: label, n: index + 1 });
          return (
            <li key={range.key} className="flex flex-wrap items-end gap-2">
              <TextField
                id={`${idPrefix}-${range.key}-from`}
                label={t('adminBookings.availability.from')}
                {...TIME_INPUT}
                value={range.from}
                aria-invalid={error ? true : undefined}
                onChange={(event) => set(index, { from: event.target.value })}
              />
              <TextField
                id={`${idPrefix}-${range.key}-to`}
                label={t('adminBookings.availability.to')}
                {...TIME_INPUT}
                value={range.to}
                aria-invalid={error ? true : undefined}
                onChange={(event) => set(index, { to: event.target.value })}
              />
              <Button
                variant="danger-outline"
                size="sm"
                className="mb-1.5"
                onClick={() => onChange(ranges.filter((_, at) => at !== index))}
              >
                {t('adminBookings.availability.remove')}
                <span className="sr-only"> {name}</span>
              </Button>
            </li>
          );
        })}
      </ul>
      {error && (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
      <Button
        variant="secondary"
        size="sm"
        className="mt-2"
        onClick={() => onChange([...ranges, rangeAfter(ranges.at(-1))])}
      >
        {t('adminBookings.availability.addHours')}
        <span className="sr-only"> ({label})</span>
      </Button>
    </div>
  );
}
