import { useTranslation } from 'react-i18next';

export interface Crumb {
  label: string;
  /** Where the level leads; the last level (the page itself) has none. */
  href?: string;
}

/**
 * Where an admin page sits: Admin › Proposals › Proposal Details. Admin is always the first level;
 * with nothing under it the trail says nothing, so it is hidden.
 */
export function AdminBreadcrumb({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useTranslation();
  const levels: Crumb[] = [{ label: t('admin.home'), href: '/admin/dashboard' }, ...trail];
  if (levels.length <= 1) return null;
  return (
    <nav aria-label={t('admin.breadcrumb')} className="text-sm text-stone-600">
      <ol className="flex flex-wrap items-center gap-1.5">
        {levels.map((level, index) => {
          const last = index === levels.length - 1;
          return (
            <li key={level.label} className="flex items-center gap-1.5">
              {index > 0 && <span aria-hidden="true">›</span>}
              {last || !level.href ? (
                <span
                  aria-current={last ? 'page' : undefined}
                  className={last ? 'font-medium text-stone-900' : ''}
                >
                  {level.label}
                </span>
              ) : (
                <a href={level.href} className="text-amber-800 underline-offset-2 hover:underline">
                  {level.label}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
