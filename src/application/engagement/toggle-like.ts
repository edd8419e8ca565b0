import { admitReader, type EngagementDeps, requirePublished } from './admit-reader.ts';
import type { EngagementRequest } from './ports.ts';
import type { LikeStateDto } from './schemas.ts';

/** Likes a published post, or takes the like back; the count stays equal to the likes stored. */
export async function toggleLike(
  deps: EngagementDeps,
  request: EngagementRequest,
  postId: string,
): Promise<Omit<LikeStateDto, 'viewCount'>> {
  const viewer = await admitReader(deps, 'like', request);
  await requirePublished(deps, postId);
  return deps.engagement.toggleLike(postId, viewer);
}
