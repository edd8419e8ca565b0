export interface Step {
  title: string;
  text: string;
}

/** A numbered sequence (how a visit flows, how a job runs), left to right on wide screens. */
export function StepList({
  steps,
  onWhite = false,
}: {
  steps: Step[] /** Set inside a white section. */;
  onWhite?: boolean;
}) {
  return (
    <ol className={`grid gap-5 sm:grid-cols-2 ${steps.length > 4 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={`relative rounded-2xl border border-stone-200 p-6 ${onWhite ? 'bg-stone-50' : 'bg-white shadow-sm'}`}
        >
          <span
            aria-hidden="true"
            className="flex h-10 w-10 items-center justify-center rounded-full bg-stone-900 text-sm font-bold text-amber-400"
          >
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-stone-900">{step.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-stone-600">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
