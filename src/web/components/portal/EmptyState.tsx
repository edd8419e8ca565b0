/** A tab's empty list: one sentence in a dashed box. */
export function EmptyState({ text }: { text: string }) {
  return (
    <p className="rounded-xl border border-dashed border-stone-300 px-6 py-10 text-center text-stone-600">
      {text}
    </p>
  );
}
