import { tooManyEngagements } from '#domain/engagement/errors.ts';
import { admitReader, type EngagementDeps, requirePublished, withinNetworkShare } from './admit-reader.ts';
import type { EngagementRequest } from './ports.ts';
import type { LikeStateDto } from './schemas.ts';

/**
 * Likes a published post, or takes the like back; the count stays equal to the likes stored. One
 * network's likes of a post a day are capped (its readers past the cap are told to try later).
 */
export async function toggleLike(
  deps: EngagementDeps,
  request: EngagementRequest,
  postId: string,
): Promise<Omit<LikeStateDto, 'viewCount'>> {
  const viewer = await admitReader(deps, 'like', request);
  await requirePublished(deps, postId);
  const share = await withinNetworkShare(deps, 'like', postId, request.ip);
  if (!share.within) throw tooManyEngagements(share.retryAfterMs);
  return deps.engagement.toggleLike(postId, viewer);
}
