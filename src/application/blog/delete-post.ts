import type { AuditActor } from '#domain/audit/audit-entry.ts';
import { postNotFound } from '#domain/blog/errors.ts';
import type { AuditLog } from '../audit/ports.ts';
import type { ContentEvents, EditablePost, FileStorage, PostEditorRepository } from './ports.ts';
import { postDeletedEntry } from './post-audit.ts';
import { removeStoredFile } from './stored-files.ts';

export type DeletePostDeps = {
  editor: PostEditorRepository;
  storage: FileStorage;
  events: ContentEvents;
  warn(context: object, message: string): void;
};

/**
 * Deletes a post (tags, views and likes go with it) with its audit entry in one transaction, then its
 * uploaded video and the cached pages that showed it.
 */
export async function deletePost(
  deps: DeletePostDeps & { audit: AuditLog },
  id: string,
  actor: AuditActor,
): Promise<void> {
  const deleted = await deps.audit.record(actor, async () => {
    const deleted = await deps.editor.delete(id);
    if (!deleted) throw postNotFound();
    return { result: deleted, entry: postDeletedEntry(deleted) };
  });
  await afterPostRemoved(deps, deleted);
}

/** What outlives a deleted post's row: its uploaded video, and the cached pages that showed it. */
export async function afterPostRemoved(deps: DeletePostDeps, deleted: EditablePost): Promise<void> {
  if (deleted.videoUrl) await removeStoredFile(deps, deleted.videoUrl);
  await deps.events.postsChanged();
}
