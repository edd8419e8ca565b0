interface ModalIntroProps {
  eyebrow: string;
  /** Shown large; the dialog's own (visually hidden) heading carries the same name for assistive tech. */
  title: string;
  lead: string;
}

/** The opening of a full-screen venture modal, aligned with its content. */
export function ModalIntro({ eyebrow, title, lead }: ModalIntroProps) {
  return (
    <header className="border-b border-stone-200 pb-8">
      <p className="text-sm font-semibold uppercase tracking-[0.18em] text-amber-800">{eyebrow}</p>
      <p aria-hidden="true" className="mt-3 text-4xl font-bold tracking-tight text-stone-900 sm:text-5xl">
        {title}
      </p>
      <p className="mt-4 max-w-3xl text-lg text-pretty text-stone-700 sm:text-xl">{lead}</p>
    </header>
  );
}
