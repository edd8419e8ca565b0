import { useTranslation } from 'react-i18next';
import { type BlogListState, blogListUrl } from '../../lib/blog-url.ts';

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
  const link = 'rounded-md border border-stone-300 px-3 py-1.5 text-sm font-medium hover:bg-stone-50';
  return (
    <nav aria-label={t('blog.pagination')} className="mt-10 flex items-center justify-center gap-4">
      {page > 1 && (
        <a href={blogListUrl({ ...state, page: page - 1 })} rel="prev" className={link}>
          {t('blog.previousPage')}
        </a>
      )}
      <span className="text-sm text-stone-600">{t('blog.pageOf', { page, count: pageCount })}</span>
      {page < pageCount && (
        <a href={blogListUrl({ ...state, page: page + 1 })} rel="next" className={link}>
          {t('blog.nextPage')}
        </a>
      )}
    </nav>
  );
}
