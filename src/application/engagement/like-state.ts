import type { EngagementDeps } from './admit-reader.ts';
import type { EngagementRequest } from './ports.ts';
import type { LikeStateDto } from './schemas.ts';

/** Whether this reader likes the post, with the live counts. */
export async function likeState(
  deps: Pick<EngagementDeps, 'engagement'>,
  request: EngagementRequest,
  postId: string,
): Promise<LikeStateDto> {
  return deps.engagement.likeState(postId, request.viewer);
}
