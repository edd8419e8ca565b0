import { IMAGE_BUCKET, VIDEO_BUCKET } from '#domain/blog/media.ts';
import type { Clock } from '../shared/ports.ts';
import type { FileStorage, PostEditorRepository } from './ports.ts';

/** An upload no post names after this long was never saved with one (an editor closed unsaved). */
export const UNSAVED_UPLOAD_AGE_MS = 24 * 60 * 60 * 1000;

/** A stored upload's id: the UUID its file and every copy of it (`{id}-480w.webp`) start with. */
const UPLOAD_ID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})[.-]/;

/**
 * Removes the images and videos uploaded for a post that was never saved with them, a day on: they
 * would otherwise stay in storage, and in every backup, for good. A file not named like an upload is
 * left alone. Returns how many files were removed.
 */
export async function sweepUnsavedUploads(deps: {
  storage: FileStorage;
  editor: PostEditorRepository;
  clock: Clock;
}): Promise<number> {
  const inUse = await deps.editor.mediaInUse();
  const writtenBefore = deps.clock.now().getTime() - UNSAVED_UPLOAD_AGE_MS;
  let removed = 0;
  for (const bucket of [IMAGE_BUCKET, VIDEO_BUCKET]) {
    const unsaved: string[] = [];
    for await (const file of deps.storage.list(bucket)) {
      const id = UPLOAD_ID.exec(file.key)?.[1];
      if (id && !inUse.has(id) && file.modifiedAt.getTime() < writtenBefore) unsaved.push(file.key);
    }
    for (const key of unsaved) await deps.storage.delete(bucket, key);
    removed += unsaved.length;
  }
  return removed;
}
