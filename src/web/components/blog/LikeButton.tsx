import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { callMutation, callQuery, ProcedureError } from '../../lib/procedure-calls.ts';
import { HeartIcon } from './EngagementCounts.tsx';

/** Spec: the like animation lasts 600 ms. */
const LIKE_ANIMATION_MS = 600;

/**
 * Should a like or view still reach the server without the anonymous session cookie (the like state
 * that brings it failed), it is answered with the cookie and refused; asked once more, it counts.
 * Pages themselves set no cookie: they are shared from the cache.
 */
async function onceMoreWithCookie<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProcedureError && error.data?.appCode === 'ENGAGEMENT.SESSION_REQUIRED')
      return call();
    throw error;
  }
}

interface PostEngagementProps {
  postId: string;
  /** The counts rendered on the server, shown until the live ones arrive. */
  initialLikes: number;
  initialViews: number;
}

/**
 * The like button and view count of a post page. After hydration the page records one view for this
 * reader and loads whether they already like the post; each click toggles on the server, and the button
 * stays disabled until the answer is back. Errors are only logged, as the spec asks.
 */
export function PostEngagement({ postId, initialLikes, initialViews }: PostEngagementProps) {
  const { t } = useTranslation();
  /** Once the reader has clicked, the click's answer is newer than the like state still in flight. */
  const clicked = useRef(false);
  const [liked, setLiked] = useState(false);
  const [likes, setLikes] = useState(initialLikes);
  const [views, setViews] = useState(initialViews);
  const [toggling, setToggling] = useState(false);
  const [animating, setAnimating] = useState(false);
  const animation = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    let left = false;
    async function loadStateThenCountView() {
      try {
        const state = await callQuery('engagement.likeState', { postId });
        if (left || clicked.current) return;
        setLiked(state.liked);
        setLikes(state.likeCount);
        setViews((current) => Math.max(current, state.viewCount));
      } catch (error) {
        console.warn('Loading the like state failed', error);
      }
      // After the like state: its answer brings a first-time reader the cookie a view needs to count.
      if (left) return;
      try {
        const counted = await onceMoreWithCookie(() =>
          callMutation('engagement.recordView', { postId, referrer: document.referrer }),
        );
        if (!left) setViews(counted.viewCount);
      } catch (error) {
        console.warn('Recording the view failed', error);
      }
    }
    void loadStateThenCountView();
    return () => {
      left = true;
    };
  }, [postId]);

  useEffect(() => () => clearTimeout(animation.current), []);

  async function onClick() {
    setToggling(true);
    try {
      const result = await onceMoreWithCookie(() => callMutation('engagement.toggleLike', { postId }));
      clicked.current = true;
      setLiked(result.liked);
      setLikes(result.likeCount);
      setAnimating(true);
      clearTimeout(animation.current);
      animation.current = setTimeout(() => setAnimating(false), LIKE_ANIMATION_MS);
    } catch (error) {
      console.warn('Toggling the like failed', error);
    } finally {
      setToggling(false);
    }
  }

  return (
    <div className="flex items-center gap-5">
      <button
        type="button"
        onClick={() => void onClick()}
        disabled={toggling}
        aria-pressed={liked}
        className={`flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium transition disabled:opacity-60 ${
          liked
            ? 'border-rose-300 bg-rose-50 text-rose-700'
            : 'border-stone-300 bg-white text-stone-700 hover:border-rose-300 hover:text-rose-700'
        }`}
      >
        <span className={animating ? 'like-pop' : ''}>
          <HeartIcon filled={liked} />
        </span>
        {/* The accessible name holds the visible count too: "Like this post, 3 likes". */}
        <span className="sr-only">{liked ? t('post.unlike') : t('post.like')}, </span>
        <span data-testid="like-count">{t('post.likes', { count: likes })}</span>
      </button>
      <span className="text-sm text-stone-600" data-testid="view-count">
        {t('post.views', { count: views })}
      </span>
    </div>
  );
}
