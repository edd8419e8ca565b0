import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { AdminBreadcrumb } from '../../components/admin/AdminBreadcrumb.tsx';

/** Every admin page: the spec's breadcrumb above it, from the page's address. */
export default function Layout({ children }: { children: ReactNode }) {
  const { urlPathname } = usePageContext();
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-8 sm:px-6 empty:hidden">
        <AdminBreadcrumb pathname={urlPathname} />
      </div>
      {children}
    </>
  );
}
