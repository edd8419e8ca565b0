import { postNotFound } from '#domain/blog/errors.ts';
import { IMAGE_BUCKET, storageUrl, storedImageKeys } from '#domain/blog/media.ts';
import { postStatus } from '#domain/blog/publishing.ts';
import { afterPostRemoved, type DeletePostDeps } from './delete-post.ts';
import { removeStoredFile } from './stored-files.ts';

export type DiscardDraftDeps = DeletePostDeps;

/**
 * Deletes a draft the test pages just created through the blog API, with the cover the API generated
 * for it, so the test leaves nothing behind. A post that is not a draft (published or scheduled since)
 * is left alone: a test never removes what a reader may see. Returns whether it removed the post.
 * (No audit entry of its own: the owner's run of the checks is the entry, `system.checks_run`.)
 */
export async function discardApiDraft(deps: DiscardDraftDeps, id: string): Promise<boolean> {
  const post = await deps.editor.findById(id);
  if (!post || postStatus(post) !== 'draft') return false;
  const deleted = await deps.editor.delete(id);
  if (!deleted) throw postNotFound();
  await afterPostRemoved(deps, deleted);
  // The generated cover and its responsive and social copies.
  for (const key of storedImageKeys(post.imageUrl ?? ''))
    await removeStoredFile(deps, storageUrl(IMAGE_BUCKET, key));
  return true;
}
