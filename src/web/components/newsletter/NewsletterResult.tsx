import type { ReactNode } from 'react';

/** The small centred card the confirmation and unsubscribe pages show. */
export function NewsletterResult({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-6 text-center">
      <h1 className="text-2xl font-semibold text-stone-900">{title}</h1>
      {children}
    </main>
  );
}
