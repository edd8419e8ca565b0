import type { ReactNode } from 'react';

/** A public form's last row: a short note (what happens to the details) beside its submit button. */
export function SubmitRow({ note, children }: { note: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-xs text-stone-500">{note}</p>
      {children}
    </div>
  );
}
