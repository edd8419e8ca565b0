import type { RecentPostDto } from '#application/blog/schemas.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { postUrl } from '../../lib/blog-url.ts';
import { useWrittenDates } from '../dates/written-dates.ts';
import { PostThumbnail } from './PostThumbnail.tsx';

/** The home page's three newest posts, with a link to the blog; hidden when there are none. */
export function RecentPosts({ posts }: { posts: RecentPostDto[] }) {
  const { t } = useTranslation();
  const dates = useWrittenDates();
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="recent-posts-heading" className="mt-16">
      <div className="flex items-end justify-between gap-4">
        <h2 id="recent-posts-heading" className="text-2xl font-semibold text-stone-900">
          {t('home.recentPosts')}
        </h2>
        <a href="/blog" className="text-sm font-medium text-amber-800 hover:underline">
          {t('home.viewAllPosts')}
        </a>
      </div>
      <ul className="mt-6 grid gap-6 sm:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id} className="overflow-hidden rounded-xl border border-stone-200 bg-white">
            <a href={postUrl(post.slug)} className="block hover:bg-stone-50">
              <PostThumbnail
                title={post.title}
                imageUrl={post.imageUrl}
                videoThumbnailUrl={null}
                isVlog={false}
              />
              <div className="p-4">
                <time dateTime={post.publishedAt} className="text-xs text-stone-500">
                  {dates.day(post.publishedAt)}
                </time>
                <h3 className="mt-1 font-semibold text-stone-900">{post.title}</h3>
                {post.excerpt && <p className="mt-1 line-clamp-2 text-sm text-stone-600">{post.excerpt}</p>}
              </div>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
