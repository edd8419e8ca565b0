import { normalizeReferrer, normalizeUserAgent, viewerKey } from '#domain/engagement/viewer.ts';
import { admitReader, type EngagementDeps, requirePublished, withinNetworkShare } from './admit-reader.ts';
import type { EngagementRequest } from './ports.ts';
import type { RecordViewInput, ViewRecordedDto } from './schemas.ts';

/**
 * Counts a view once per viewer per post; a repeated view is ignored without error, and so is one past
 * what one network may add to a post's views in a day.
 */
export async function recordView(
  deps: EngagementDeps,
  request: EngagementRequest,
  input: RecordViewInput,
): Promise<ViewRecordedDto> {
  const viewer = await admitReader(deps, 'view', request);
  await requirePublished(deps, input.postId);
  if (!(await withinNetworkShare(deps, 'view', input.postId, request.ip)).within) {
    const { viewCount } = await deps.engagement.likeState(input.postId, viewer);
    return { recorded: false, viewCount };
  }
  return deps.engagement.recordView({
    postId: input.postId,
    viewerId: viewerKey(viewer),
    referrer: normalizeReferrer(input.referrer),
    userAgent: normalizeUserAgent(request.userAgent),
  });
}
