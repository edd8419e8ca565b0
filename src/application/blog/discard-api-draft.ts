import { IMAGE_BUCKET, storageUrl, storedImageKeys } from '#domain/blog/media.ts';
import { postStatus } from '#domain/blog/publishing.ts';
import { deletePost } from './delete-post.ts';
import type { ContentEvents, FileStorage, PostEditorRepository } from './ports.ts';
import { removeStoredFile } from './stored-files.ts';

export type DiscardDraftDeps = {
  editor: PostEditorRepository;
  storage: FileStorage;
  events: ContentEvents;
  warn(context: object, message: string): void;
};

/**
 * Deletes a draft the test pages just created through the blog API, with the cover the API generated
 * for it, so the test leaves nothing behind. A post that is not a draft (published or scheduled since)
 * is left alone: a test never removes what a reader may see. Returns whether it removed the post.
 */
export async function discardApiDraft(deps: DiscardDraftDeps, id: string): Promise<boolean> {
  const post = await deps.editor.findById(id);
  if (!post || postStatus(post) !== 'draft') return false;
  await deletePost(deps, id);
  // The generated cover and its responsive and social copies.
  for (const key of storedImageKeys(post.imageUrl ?? ''))
    await removeStoredFile(deps, storageUrl(IMAGE_BUCKET, key));
  return true;
}
