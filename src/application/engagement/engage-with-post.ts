import { postNotFound } from '#domain/blog/errors.ts';
import { anonymousSessionRequired, tooManyEngagements } from '#domain/engagement/errors.ts';
import {
  ENGAGEMENT_LIMITS,
  type EngagementViewer,
  normalizeReferrer,
  normalizeUserAgent,
  viewerKey,
} from '#domain/engagement/viewer.ts';
import type { PostRepository } from '../blog/ports.ts';
import type { RateLimiter } from '../shared/ports.ts';
import type { EngagementRepository, EngagementRequest } from './ports.ts';
import type { LikeStateDto, RecordViewInput, ViewRecordedDto } from './schemas.ts';

interface Deps {
  posts: PostRepository;
  engagement: EngagementRepository;
  limiter: RateLimiter;
}

type Action = keyof typeof ENGAGEMENT_LIMITS;

/** Rate limit per IP, then require a viewer: requests without any cookie never change a count. */
async function admit(deps: Deps, action: Action, request: EngagementRequest): Promise<EngagementViewer> {
  const limit = ENGAGEMENT_LIMITS[action];
  const state = await deps.limiter.hit(`engagement:${action}:${request.ip}`, limit.windowMs);
  if (state.count > limit.max) throw tooManyEngagements(state.retryAfterMs);
  if (!request.viewer) throw anonymousSessionRequired();
  return request.viewer;
}

async function requirePublished(deps: Deps, postId: string): Promise<void> {
  if (!(await deps.posts.isPublished(postId))) throw postNotFound();
}

/** Counts a view once per viewer per post; a repeated view is ignored without error. */
export async function recordView(
  deps: Deps,
  request: EngagementRequest,
  input: RecordViewInput,
): Promise<ViewRecordedDto> {
  const viewer = await admit(deps, 'view', request);
  await requirePublished(deps, input.postId);
  return deps.engagement.recordView({
    postId: input.postId,
    viewerId: viewerKey(viewer),
    referrer: normalizeReferrer(input.referrer),
    userAgent: normalizeUserAgent(request.userAgent),
  });
}

export async function toggleLike(
  deps: Deps,
  request: EngagementRequest,
  postId: string,
): Promise<Omit<LikeStateDto, 'viewCount'>> {
  const viewer = await admit(deps, 'like', request);
  await requirePublished(deps, postId);
  return deps.engagement.toggleLike(postId, viewer);
}

/** Whether this reader likes the post, with the live counts. */
export async function likeState(
  deps: Pick<Deps, 'engagement'>,
  request: EngagementRequest,
  postId: string,
): Promise<LikeStateDto> {
  return deps.engagement.likeState(postId, request.viewer);
}
