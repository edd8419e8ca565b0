import { postNotFound } from '#domain/blog/errors.ts';
import type { ContentEvents, FileStorage, PostEditorRepository } from './ports.ts';
import { removeStoredFile } from './stored-files.ts';

/** Deletes a post (tags, views and likes go with it) and its uploaded video. */
export async function deletePost(
  deps: {
    editor: PostEditorRepository;
    storage: FileStorage;
    events: ContentEvents;
    warn(context: object, message: string): void;
  },
  id: string,
): Promise<void> {
  const deleted = await deps.editor.delete(id);
  if (!deleted) throw postNotFound();
  if (deleted.videoUrl) await removeStoredFile(deps, deleted.videoUrl);
  await deps.events.postsChanged();
}
