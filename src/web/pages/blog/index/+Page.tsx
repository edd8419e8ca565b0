import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { isStaff } from '#domain/accounts/user.ts';
import { BlogFilters } from '#web/components/blog/BlogFilters.tsx';
import { BlogPager } from '#web/components/blog/BlogPager.tsx';
import { island } from '#web/components/island/island.tsx';
import { ButtonLink } from '#web/components/ui/Button.tsx';
import { StatCard } from '#web/components/ui/StatCard.tsx';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { blogListUrl } from '#web/lib/blog-url.ts';
import type { Data } from './+data.ts';

// The cards and the newsletter form: rendered by the server, hydrated on their own when idle.
const SSR = import.meta.env.SSR;
const Cards = SSR ? await import('#web/components/blog/PostCard.tsx') : null;
const Newsletter = SSR ? await import('#web/components/newsletter/NewsletterForm.tsx') : null;
const PostCard = island(Cards?.PostCard ?? null, () =>
  import('#web/components/blog/PostCard.tsx').then((module) => module.PostCard),
);
const NewsletterForm = island(Newsletter?.NewsletterForm ?? null, () =>
  import('#web/components/newsletter/NewsletterForm.tsx').then((module) => module.NewsletterForm),
);

export default function Page() {
  const { list, view } = useData<Data>();
  const { user } = usePageContext();
  const { t } = useTranslation();
  const staff = user !== null && isStaff(user.role);
  const state = { ...list.query, view };
  const filtered = Boolean(list.query.q || list.query.tag);

  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-4xl font-bold tracking-tight text-stone-900">{t('blog.heading')}</h1>
          <p className="mt-2 max-w-2xl text-lg text-stone-600">{t('blog.subtitle')}</p>
        </div>
        {list.counts && (
          <StatCard
            stats={[
              { label: t('blog.published'), value: list.counts.published },
              { label: t('blog.drafts'), value: list.counts.drafts },
              { label: t('blog.total'), value: list.counts.total },
            ]}
          />
        )}
      </header>

      <div className="mt-8">
        <BlogFilters state={state} tags={list.tags} />
      </div>

      <p className="mt-6 text-sm text-stone-600" aria-live="polite">
        {t('blog.count', { count: list.total })}
        {list.query.tag && t('blog.countInTag', { tag: list.query.tag })}
        {list.query.q && t('blog.countMatching', { query: list.query.q })}
      </p>

      {list.posts.length === 0 ? (
        <div className="mt-10 rounded-xl border border-dashed border-stone-300 px-6 py-16 text-center">
          <p className="text-lg text-stone-700">{filtered ? t('blog.emptyFiltered') : t('blog.emptyAll')}</p>
          {filtered && (
            <ButtonLink href={blogListUrl({ view })} className="mt-6">
              {t('blog.clearFilters')}
            </ButtonLink>
          )}
        </div>
      ) : (
        <div
          className={
            view === 'list' ? 'mt-6 flex flex-col gap-6' : 'mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3'
          }
        >
          {list.posts.map((post, index) => (
            <PostCard
              key={post.id}
              post={post}
              layout={view}
              filters={state}
              staff={staff}
              first={index === 0}
            />
          ))}
        </div>
      )}

      <BlogPager state={state} page={list.page} pageCount={list.pageCount} />

      <div className="mt-16 flex flex-col gap-4">
        <NewsletterForm source="blog" />
        <a href="/rss.xml" className="self-start text-sm text-stone-600 underline hover:text-amber-800">
          {t('blog.rss')}
        </a>
      </div>
    </main>
  );
}
