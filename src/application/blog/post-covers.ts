import { IMAGE_BUCKET, storedImageKeys } from '#domain/blog/media.ts';
import type { JobQueue, StoredImage } from '../jobs/ports.ts';
import type { ContentEvents, FileStorage, PostEditorRepository } from './ports.ts';

/**
 * A post's cover job. Its id names the post (and the save that asked, if one did), so web processes
 * starting together queue it once.
 */
export function queuePostCover(queue: JobQueue, postId: string, askedAt?: Date) {
  const jobId = askedAt ? `cover-post-${postId}-${askedAt.getTime()}` : `cover-post-${postId}`;
  return queue.enqueue('cover-post', { postId }, { jobId });
}

/**
 * How many covers one start asks for: a site given thousands of posts without pictures (an import, the
 * bench's 10,000) draws the newest first, a batch per start, instead of spending its first hours on it.
 */
export const COVERS_PER_START = 12;

/**
 * At start-up: the newest posts with no picture of their own (the demo posts a fresh site seeds, a post
 * whose cover could not be drawn when it was saved) get their cover job. Returns how many were queued.
 */
export async function queueMissingCovers(
  deps: { editor: PostEditorRepository; queue: JobQueue },
  limit = COVERS_PER_START,
) {
  const posts = await deps.editor.withoutPicture(limit);
  for (const post of posts) await queuePostCover(deps.queue, post.id);
  return posts.length;
}

export interface CoverPostDeps {
  /** Runs `work` on a fresh unit of work: the job reads the post, draws, then writes on another. */
  withEditor<T>(work: (editor: PostEditorRepository) => Promise<T>): Promise<T>;
  /** Draws a 1200x630 cover from the post's words and stores it with its WebP copies and social card. */
  drawCover(input: { title: string; content: string }): Promise<StoredImage>;
  storage: FileStorage;
  events: ContentEvents;
}

/**
 * Draws the cover of a post that still has no picture and makes it the post's image. A picture saved
 * while the cover was being drawn wins: the cover's files are then removed.
 */
export async function coverPost(deps: CoverPostDeps, postId: string): Promise<{ imageUrl: string | null }> {
  const post = await deps.withEditor((editor) => editor.findById(postId));
  if (!post || post.imageUrl || post.videoThumbnailUrl) return { imageUrl: null };
  const cover = await deps.drawCover({ title: post.title, content: post.content });
  const attached = await deps.withEditor((editor) => editor.attachCover(postId, cover.url));
  if (!attached) {
    await Promise.allSettled(storedImageKeys(cover.url).map((key) => deps.storage.delete(IMAGE_BUCKET, key)));
    return { imageUrl: null };
  }
  // Cached pages (the list, the post, the home page) show the cover from now on.
  await deps.events.postsChanged();
  return { imageUrl: cover.url };
}
