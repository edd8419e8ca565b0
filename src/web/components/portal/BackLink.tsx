import { OWN_PORTAL, usePortalView } from './portal-view.ts';

/**
 * The way back to a portal tab, above a proposal or a conversation. A portal address (`/portal...`)
 * leads into the portal being shown: the owner's view of it stays under its own address.
 */
export function BackLink({ href, label }: { href: string; label: string }) {
  const { basePath } = usePortalView();
  const target = href.startsWith(OWN_PORTAL.basePath)
    ? basePath + href.slice(OWN_PORTAL.basePath.length)
    : href;
  return (
    <a href={target} className="text-sm font-medium text-amber-800 underline-offset-2 hover:underline">
      ← {label}
    </a>
  );
}
