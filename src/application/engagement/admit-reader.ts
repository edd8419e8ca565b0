import { postNotFound } from '#domain/blog/errors.ts';
import { anonymousSessionRequired, tooManyEngagements } from '#domain/engagement/errors.ts';
import { ENGAGEMENT_LIMITS, type EngagementViewer } from '#domain/engagement/viewer.ts';
import { networkForLimits } from '#domain/shared/network-address.ts';
import type { PostRepository } from '../blog/ports.ts';
import type { RateLimiter } from '../shared/ports.ts';
import { enforceRateLimit } from '../shared/rate-limit.ts';
import type { EngagementRepository, EngagementRequest } from './ports.ts';

export interface EngagementDeps {
  posts: PostRepository;
  engagement: EngagementRepository;
  limiter: RateLimiter;
}

/** Rate limit per IP, then require a viewer: requests without any cookie never change a count. */
export async function admitReader(
  deps: Pick<EngagementDeps, 'limiter'>,
  action: 'view' | 'like',
  request: EngagementRequest,
): Promise<EngagementViewer> {
  await enforceRateLimit(
    deps.limiter,
    `engagement:${action}:${networkForLimits(request.ip)}`,
    ENGAGEMENT_LIMITS[action],
    tooManyEngagements,
  );
  if (!request.viewer) throw anonymousSessionRequired();
  return request.viewer;
}

/** Drafts and missing posts cannot be viewed or liked. */
export async function requirePublished(deps: Pick<EngagementDeps, 'posts'>, postId: string): Promise<void> {
  if (!(await deps.posts.isPublished(postId))) throw postNotFound();
}

/**
 * Counts one more view or like of `postId` from the reader's network today: whether it is still
 * within what one network may add to a post's counts (`ENGAGEMENT_LIMITS`).
 */
export async function withinNetworkShare(
  deps: Pick<EngagementDeps, 'limiter'>,
  action: 'view' | 'like',
  postId: string,
  ip: string,
): Promise<{ within: boolean; retryAfterMs: number }> {
  const limit =
    action === 'view' ? ENGAGEMENT_LIMITS.viewsOfPostPerNetwork : ENGAGEMENT_LIMITS.likesOfPostPerNetwork;
  const state = await deps.limiter.hit(
    `engagement:${action}:${postId}:${networkForLimits(ip)}`,
    limit.windowMs,
  );
  return { within: state.count <= limit.max, retryAfterMs: state.retryAfterMs };
}
