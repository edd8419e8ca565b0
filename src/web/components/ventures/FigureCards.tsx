export interface Figure {
  value: string;
  label: string;
  detail: string;
}

/** Key numbers in cards, overlapping the bottom of the hero. */
export function FigureCards({ label, figures }: { label: string; figures: Figure[] }) {
  return (
    <div className="relative z-10 mx-auto -mt-14 max-w-6xl px-4 sm:px-6 lg:-mt-16">
      <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {figures.map((figure) => (
          <li
            key={figure.label}
            className="rounded-2xl border border-stone-200 bg-white p-4 shadow-lg shadow-stone-900/5 sm:p-6"
          >
            <p className="text-3xl font-bold tracking-tight text-amber-700 sm:text-4xl">{figure.value}</p>
            <p className="mt-2 text-sm font-semibold text-stone-900">{figure.label}</p>
            <p className="mt-1 text-xs leading-relaxed text-stone-600 sm:text-sm">{figure.detail}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
