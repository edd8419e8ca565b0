/** The heading and introduction of a public test page. */
export function TestPageHeader({ heading, intro }: { heading: string; intro: string }) {
  return (
    <header>
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 md:text-4xl">{heading}</h1>
      <p className="mt-3 max-w-2xl text-base leading-relaxed text-stone-600">{intro}</p>
    </header>
  );
}
