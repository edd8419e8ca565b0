import { type ReactNode, useId } from 'react';
import { classNames } from '../ui/class-names.ts';

/** One white card of the proposal page, named by its heading. */
export function DetailSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={classNames('rounded-xl border border-stone-200 bg-white p-5', className)}
    >
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Label and value pairs of a card. */
export function Facts({
  facts,
}: {
  facts: ReadonlyArray<{ label: string; value: ReactNode } | false | null>;
}) {
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      {facts.map(
        (fact) =>
          fact && (
            <div key={fact.label}>
              <dt className="text-xs uppercase tracking-wide text-stone-500">{fact.label}</dt>
              <dd className="mt-0.5 break-words text-stone-900">{fact.value}</dd>
            </div>
          ),
      )}
    </dl>
  );
}
