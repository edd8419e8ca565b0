import { useEffect, useRef, useState } from 'react';
import { navigate } from 'vike/client/router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { type BlogListState, type BlogView, blogListUrl } from '../../lib/blog-url.ts';
import { LineIcon } from '../LineIcon.tsx';
import { Button } from '../ui/Button.tsx';

const SEARCH_DELAY_MS = 350;

interface BlogFiltersProps {
  state: BlogListState & { view: BlogView };
  tags: string[];
}

const fieldClass =
  'rounded-md border border-stone-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-amber-600 focus:ring-1 focus:ring-amber-600 focus:outline-none';

/**
 * A plain GET form (it works before JavaScript loads); once hydrated, every change navigates at once
 * and typing searches after a short pause. The server filters; the URL is the state.
 */
export function BlogFilters({ state, tags }: BlogFiltersProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(state.q ?? '');
  const latest = useRef(state);
  latest.current = state;

  const go = (changes: BlogListState) =>
    navigate(blogListUrl({ ...latest.current, ...changes, page: 1 }), { keepScrollPosition: true });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `go` reads the latest filters through a ref; only the typed text restarts the pause.
  useEffect(() => {
    if (search.trim() === (latest.current.q ?? '')) return;
    const timer = setTimeout(() => void go({ q: search.trim() || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center">
      <search className="flex-1">
        <form
          action="/blog"
          method="get"
          className="flex flex-1 flex-col gap-3 sm:flex-row"
          onSubmit={(event) => {
            event.preventDefault();
            void go({ q: search.trim() || undefined });
          }}
        >
          <label htmlFor="blog-search" className="sr-only">
            {t('blog.searchLabel')}
          </label>
          <input
            id="blog-search"
            type="search"
            name="q"
            maxLength={100}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('blog.searchPlaceholder')}
            className={`${fieldClass} flex-1`}
          />
          <label htmlFor="blog-tag" className="sr-only">
            {t('blog.tagLabel')}
          </label>
          <select
            id="blog-tag"
            name="tag"
            value={state.tag ?? ''}
            onChange={(event) => void go({ tag: event.target.value || undefined })}
            className={fieldClass}
          >
            <option value="">{t('blog.allTags')}</option>
            {tags.map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </select>
          <label htmlFor="blog-sort" className="sr-only">
            {t('blog.sortLabel')}
          </label>
          <select
            id="blog-sort"
            name="sort"
            value={state.sort ?? 'date'}
            onChange={(event) => void go({ sort: event.target.value === 'title' ? 'title' : 'date' })}
            className={fieldClass}
          >
            <option value="date">{t('blog.sortDate')}</option>
            <option value="title">{t('blog.sortTitle')}</option>
          </select>
          {state.view === 'list' && <input type="hidden" name="view" value="list" />}
          <Button type="submit">{t('blog.searchButton')}</Button>
        </form>
      </search>
      <ViewToggle state={state} />
    </div>
  );
}

function ViewToggle({ state }: { state: BlogListState & { view: BlogView } }) {
  const { t } = useTranslation();
  const option = (view: BlogView, label: string, icon: string) => (
    <a
      href={blogListUrl({ ...state, view })}
      onClick={(event) => {
        event.preventDefault();
        void navigate(blogListUrl({ ...state, view }), { keepScrollPosition: true });
      }}
      aria-current={state.view === view ? 'true' : undefined}
      title={label}
      className={`flex h-9 w-9 items-center justify-center rounded-md ${
        state.view === view ? 'bg-stone-900 text-white' : 'text-stone-600 hover:bg-stone-100'
      }`}
    >
      <LineIcon path={icon} />
      <span className="sr-only">{label}</span>
    </a>
  );
  return (
    <nav
      aria-label={t('blog.viewLabel')}
      className="flex gap-1 self-end rounded-lg border border-stone-200 p-1 md:self-auto"
    >
      {option('grid', t('blog.viewGrid'), 'M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3zM14 14h7v7h-7z')}
      {option('list', t('blog.viewList'), 'M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01')}
    </nav>
  );
}
