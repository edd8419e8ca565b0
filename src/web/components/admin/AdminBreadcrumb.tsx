import { useTranslation } from '../../i18n/use-translation.tsx';
import { adminTrail } from '../../lib/admin-trail.ts';

/**
 * Where an admin page sits: Admin › Proposals › Proposal Details, from its address (see adminTrail).
 * With nothing under Admin the trail says nothing, so it is hidden.
 */
export function AdminBreadcrumb({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const levels = adminTrail(pathname);
  if (levels.length <= 1) return null;
  return (
    <nav aria-label={t('admin.breadcrumb')} className="text-sm text-stone-600">
      <ol className="flex flex-wrap items-center gap-1.5">
        {levels.map((level, index) => {
          const last = index === levels.length - 1;
          return (
            <li key={level.href} className="flex items-center gap-1.5">
              {index > 0 && <span aria-hidden="true">›</span>}
              {last ? (
                <span aria-current="page" className="font-medium text-stone-900">
                  {t(level.labelKey)}
                </span>
              ) : (
                <a href={level.href} className="text-amber-800 underline-offset-2 hover:underline">
                  {t(level.labelKey)}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
