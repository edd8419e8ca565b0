import { useTranslation } from '../../i18n/use-translation.tsx';
import { type BlogListState, blogListUrl } from '../../lib/blog-url.ts';
import { ButtonLink } from '../ui/Button.tsx';

/** Plain links between pages of results, so every page has its own address. */
export function BlogPager({
  state,
  page,
  pageCount,
}: {
  state: BlogListState;
  page: number;
  pageCount: number;
}) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('blog.pagination')} className="mt-10 flex items-center justify-center gap-4">
      {page > 1 && (
        <ButtonLink variant="secondary" href={blogListUrl({ ...state, page: page - 1 })} rel="prev">
          {t('blog.previousPage')}
        </ButtonLink>
      )}
      <span className="text-sm text-stone-600">{t('blog.pageOf', { page, count: pageCount })}</span>
      {page < pageCount && (
        <ButtonLink variant="secondary" href={blogListUrl({ ...state, page: page + 1 })} rel="next">
          {t('blog.nextPage')}
        </ButtonLink>
      )}
    </nav>
  );
}
