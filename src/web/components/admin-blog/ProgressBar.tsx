/** A labelled 0-100 progress bar that screen readers announce with its value. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full rounded-full bg-amber-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span aria-hidden="true" className="w-10 text-right text-xs tabular-nums text-stone-600">
        {percent}%
      </span>
    </div>
  );
}
