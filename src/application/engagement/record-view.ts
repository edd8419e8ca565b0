import { normalizeReferrer, normalizeUserAgent, viewerKey } from '#domain/engagement/viewer.ts';
import { admitReader, type EngagementDeps, requirePublished } from './admit-reader.ts';
import type { EngagementRequest } from './ports.ts';
import type { RecordViewInput, ViewRecordedDto } from './schemas.ts';

/** Counts a view once per viewer per post; a repeated view is ignored without error. */
export async function recordView(
  deps: EngagementDeps,
  request: EngagementRequest,
  input: RecordViewInput,
): Promise<ViewRecordedDto> {
  const viewer = await admitReader(deps, 'view', request);
  await requirePublished(deps, input.postId);
  return deps.engagement.recordView({
    postId: input.postId,
    viewerId: viewerKey(viewer),
    referrer: normalizeReferrer(input.referrer),
    userAgent: normalizeUserAgent(request.userAgent),
  });
}
