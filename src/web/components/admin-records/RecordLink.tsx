import type { ReactNode } from 'react';

/** A row's name as the link to its own page. */
export function RecordLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className="font-medium text-amber-800 underline-offset-2 hover:underline">
      {children}
    </a>
  );
}
