import type { AuditActor } from '#domain/audit/audit-entry.ts';
import { apiPostSchema, type SavePostResultDto } from './editor-schemas.ts';
import { type SavePostDeps, savePost } from './save-post.ts';

/**
 * POST /api/blog: a post from automation (the weekly updates), with a generated cover. It waits as a
 * draft unless the body says `publish: true`. The audit log names the key that posted it.
 */
export async function createPostFromApi(
  deps: SavePostDeps,
  body: unknown,
  key: AuditActor,
): Promise<SavePostResultDto> {
  const input = apiPostSchema.parse(body);
  return savePost(deps, key, {
    ...input,
    mediaType: 'image',
    imageAction: 'generate',
    imageUrl: null,
    videoUrl: null,
    videoThumbnailUrl: null,
    action: input.publish ? 'publish' : 'draft',
  });
}
