/** The way back to a portal tab, above a proposal or a conversation. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} className="text-sm font-medium text-amber-800 underline-offset-2 hover:underline">
      ← {label}
    </a>
  );
}
