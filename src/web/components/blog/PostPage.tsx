import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { responsiveImage } from '#domain/blog/media.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { postUrl, tagUrl } from '../../lib/blog-url.ts';
import type { Data } from '../../pages/blog/@slug/+data.ts';
import { useWrittenDates } from '../dates/written-dates.ts';
import { NewsletterForm } from '../newsletter/NewsletterForm.tsx';
import { PostEngagement } from './LikeButton.tsx';
import { PostCard } from './PostCard.tsx';
import { PostContent } from './PostContent.tsx';
import { ShareBar, ShareBlock } from './ShareBar.tsx';

/** A post's page: the article, its share bars and likes, the newsletter form and related posts. */
export function PostPage() {
  const { post } = useData<Data>();
  const { siteUrl } = usePageContext();
  const { t, i18n } = useTranslation();
  const dates = useWrittenDates();
  const url = `${siteUrl}${postUrl(post.slug)}`;
  // A post not translated into the page's language shows its original, marked as such.
  const textLang = post.language === i18n.language ? undefined : post.language;

  return (
    <>
      <nav aria-label={t('post.toolbar')} className="sticky top-0 z-20 border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between px-4 py-2">
          <a
            href="/blog"
            className="flex items-center gap-1 text-sm font-medium text-stone-700 hover:text-amber-800"
          >
            <span aria-hidden="true">←</span> {t('post.backToBlog')}
          </a>
          <ShareBar url={url} title={post.title} />
        </div>
      </nav>

      <main className="mx-auto max-w-3xl px-4 py-10">
        <nav aria-label={t('post.breadcrumb')} className="mb-6 hidden text-sm text-stone-500 md:block">
          <ol className="flex items-center gap-2">
            <li>
              <a href="/" className="hover:text-amber-800">
                {t('post.home')}
              </a>
            </li>
            <li aria-hidden="true">›</li>
            <li>
              <a href="/blog" className="hover:text-amber-800">
                {t('post.blog')}
              </a>
            </li>
            <li aria-hidden="true">›</li>
            <li aria-current="page" className="truncate text-stone-700">
              {post.title}
            </li>
          </ol>
        </nav>

        <article>
          {post.isVlog && post.videoUrl ? (
            <video
              controls
              preload="metadata"
              poster={post.videoThumbnailUrl ?? undefined}
              src={post.videoUrl}
              className="aspect-video w-full rounded-xl bg-black"
            >
              <track kind="captions" />
            </video>
          ) : (
            post.imageUrl && (
              <img
                src={post.imageUrl}
                srcSet={responsiveImage(post.imageUrl).srcSet ?? undefined}
                // Sizes mean nothing without a srcset (a drawn cover has one file), and the checker refuses them.
                sizes={responsiveImage(post.imageUrl).srcSet ? '(min-width: 768px) 736px, 100vw' : undefined}
                // The heading below names the post; a drawn cover only repeats its title.
                alt=""
                width={1200}
                height={630}
                fetchPriority="high"
                className="aspect-[1200/630] w-full rounded-xl object-cover"
              />
            )
          )}

          <h1 lang={textLang} className="mt-8 text-4xl font-bold leading-tight tracking-tight text-stone-900">
            {post.title}
          </h1>

          {!post.published && (
            <p
              role="note"
              className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
            >
              {t('post.draftNotice')}
            </p>
          )}

          <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
            <time dateTime={post.date}>{dates.day(post.date)}</time>
            <span aria-hidden="true">·</span>
            <span>{t('post.readTime', { count: post.readingMinutes })}</span>
            {post.authorName && (
              <>
                <span aria-hidden="true">·</span>
                <span>{t('post.byAuthor', { name: post.authorName })}</span>
              </>
            )}
            <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
              {t('post.label')}
            </span>
          </p>

          {post.tags.length > 0 && (
            <ul aria-label={t('post.tags')} className="mt-4 flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <a
                    href={tagUrl(tag)}
                    className="rounded-full bg-amber-50 px-3 py-1 text-xs font-medium text-amber-900 hover:bg-amber-100"
                  >
                    #{tag}
                  </a>
                </li>
              ))}
            </ul>
          )}

          <PostContent html={post.html} lang={textLang} />

          <div className="mt-10 border-t border-stone-200 pt-6">
            <PostEngagement postId={post.id} initialLikes={post.likeCount} initialViews={post.viewCount} />
          </div>
        </article>

        <div className="mt-10 flex flex-col gap-8">
          <ShareBlock url={url} title={post.title} />
          <NewsletterForm source={`blog-post-${post.slug}`} compact />
        </div>

        {(post.previous || post.next) && (
          <nav aria-label={t('post.morePosts')} className="mt-12 grid gap-4 sm:grid-cols-2">
            {post.previous ? (
              <a
                href={postUrl(post.previous.slug)}
                rel="prev"
                className="rounded-xl border border-stone-200 p-4 hover:border-amber-300"
              >
                <span className="text-xs uppercase tracking-wide text-stone-500">
                  {t('post.previousPost')}
                </span>
                <span className="mt-1 block font-medium text-stone-900">{post.previous.title}</span>
              </a>
            ) : (
              <span />
            )}
            {post.next && (
              <a
                href={postUrl(post.next.slug)}
                rel="next"
                className="rounded-xl border border-stone-200 p-4 text-right hover:border-amber-300"
              >
                <span className="text-xs uppercase tracking-wide text-stone-500">{t('post.nextPost')}</span>
                <span className="mt-1 block font-medium text-stone-900">{post.next.title}</span>
              </a>
            )}
          </nav>
        )}

        {post.related.length > 0 && (
          <section aria-labelledby="related-heading" className="mt-14">
            <h2 id="related-heading" className="text-2xl font-semibold text-stone-900">
              {t('post.relatedPosts')}
            </h2>
            <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {post.related.map((related) => (
                <PostCard key={related.id} post={related} layout="grid" />
              ))}
            </div>
          </section>
        )}
      </main>
    </>
  );
}
