import type { PostCardDto } from '#application/blog/schemas.ts';
import { cardTags } from '#domain/blog/post.ts';
import { CARD_READING_MINUTES } from '#domain/blog/reading-time.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { type BlogListState, blogListUrl, postUrl } from '../../lib/blog-url.ts';
import { editPostUrl } from '../admin-blog/editor-urls.ts';
import { useWrittenDates } from '../dates/written-dates.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { EngagementCounts } from './EngagementCounts.tsx';
import { PostThumbnail } from './PostThumbnail.tsx';

interface PostCardProps {
  post: PostCardDto;
  layout: 'grid' | 'list';
  /** The list's filters, so a tag chip toggles the tag and keeps the rest. */
  filters?: BlogListState;
  /** Staff see the state badge and the View/Preview and Edit buttons. */
  staff?: boolean;
  /** The list's first card: its picture is in view as the page opens, so it is not loaded lazily. */
  first?: boolean;
}

export function PostCard({ post, layout, filters = {}, staff = false, first = false }: PostCardProps) {
  const { t } = useTranslation();
  const dates = useWrittenDates();
  const tags = cardTags(post.tags);
  const href = postUrl(post.slug);
  const isList = layout === 'list';
  return (
    <article
      className={`group flex overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md ${
        isList ? 'flex-col sm:flex-row' : 'flex-col'
      }`}
    >
      {/* biome-ignore lint/a11y/useAnchorContent: the picture repeats the title link for pointer users; screen readers get the title link only. */}
      <a href={href} tabIndex={-1} aria-hidden="true" className={isList ? 'sm:w-72 sm:shrink-0' : ''}>
        <PostThumbnail
          title={post.title}
          imageUrl={post.imageUrl}
          videoThumbnailUrl={post.videoThumbnailUrl}
          isVlog={post.isVlog}
          className={isList ? 'sm:h-full' : ''}
          eager={first}
        />
      </a>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-500">
          <time dateTime={post.date}>{dates.day(post.date)}</time>
          <span aria-hidden="true">·</span>
          <span>{t('blog.readTime', { count: CARD_READING_MINUTES })}</span>
          {staff && (
            <span
              className={`rounded-full px-2 py-0.5 font-medium ${
                post.published ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-900'
              }`}
            >
              {post.published ? t('blog.published') : t('blog.draft')}
            </span>
          )}
        </div>
        <h2 className="mt-2 text-lg font-semibold leading-snug text-stone-900">
          <a href={href} className="hover:text-amber-800 focus-visible:underline">
            {post.title}
          </a>
        </h2>
        {post.excerpt && <p className="mt-2 line-clamp-3 text-sm text-stone-600">{post.excerpt}</p>}
        <div className="mt-auto pt-4">
          {post.tags.length > 0 && (
            <ul className="flex flex-wrap items-center gap-1.5">
              {tags.shown.map((tag) => {
                const active = filters.tag === tag;
                return (
                  <li key={tag}>
                    <a
                      href={blogListUrl({ ...filters, tag: active ? undefined : tag, page: 1 })}
                      aria-current={active ? 'true' : undefined}
                      className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${
                        active ? 'bg-amber-700 text-white' : 'bg-stone-100 text-stone-700 hover:bg-amber-100'
                      }`}
                    >
                      {tag}
                    </a>
                  </li>
                );
              })}
              {tags.more > 0 && (
                <li className="text-xs text-stone-500">{t('blog.moreTags', { count: tags.more })}</li>
              )}
            </ul>
          )}
          <div className="mt-3 flex items-center justify-between gap-2">
            <EngagementCounts views={post.viewCount} likes={post.likeCount} />
            {staff && (
              <span className="flex gap-2">
                <ButtonLink variant="secondary" size="sm" href={href}>
                  {post.published ? t('blog.view') : t('blog.preview')}
                </ButtonLink>
                <ButtonLink size="sm" href={editPostUrl(post.id)}>
                  {t('blog.edit')}
                </ButtonLink>
              </span>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}
