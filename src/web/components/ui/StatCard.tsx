import { classNames } from './class-names.ts';

export interface Stat {
  label: string;
  value: number | string;
}

interface StatCardProps {
  /** One figure, or a few read together (published, drafts, total); each label is unique. */
  stats: readonly Stat[];
  /** Layout only (margin, alignment). */
  className?: string;
}

/**
 * Counts at a glance: each figure large under its small label, in one white card (a `<dl>`), the
 * figures centred in the card so a label and its figure share one axis however wide the card is.
 */
export function StatCard({ stats, className }: StatCardProps) {
  return (
    <dl
      className={classNames(
        'flex justify-center gap-6 rounded-lg border border-stone-200 bg-white px-5 py-3 text-center',
        className,
      )}
    >
      {stats.map(({ label, value }) => (
        <div key={label}>
          <dt className="text-xs uppercase tracking-wide text-stone-500">{label}</dt>
          <dd className="text-2xl font-semibold text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
