import { Button } from '../ui/Button.tsx';

/** A public form's last row: its privacy note beside its large submit button, busy while it sends. */
export function SubmitRow({
  note,
  label,
  busy,
  busyLabel,
}: {
  note: string;
  label: string;
  busy: boolean;
  busyLabel: string;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-xs text-stone-500">{note}</p>
      <Button type="submit" variant="brand" size="lg" busy={busy} busyLabel={busyLabel}>
        {label}
      </Button>
    </div>
  );
}
