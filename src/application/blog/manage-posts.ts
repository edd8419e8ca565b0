import { initialMediaChoices, shouldGenerateCover, slugBaseForSave } from '#domain/blog/editor.ts';
import { postNotFound, scheduleInPast } from '#domain/blog/errors.ts';
import { storageKeyOf } from '#domain/blog/media.ts';
import {
  applyPublishAction,
  isScheduleInFuture,
  type PublishAction,
  postStatus,
} from '#domain/blog/publishing.ts';
import { readingMinutes } from '#domain/blog/reading-time.ts';
import { uniqueSlug } from '#domain/blog/slug.ts';
import type { JobQueue } from '../jobs/ports.ts';
import type { Clock } from '../shared/ports.ts';
import { generateCoverNow } from './cover-images.ts';
import {
  type ContentEvents,
  type EditablePost,
  type PostEditorRepository,
  type PostWrite,
  SlugTakenError,
} from './editor-ports.ts';
import type { AdminPostDto, EditorPostDto, SavePostCommand, SavePostResultDto } from './editor-schemas.ts';
import type { FileStorage } from './media-ports.ts';
import type { MarkdownRenderer } from './ports.ts';
import { queuePublication } from './publication-schedule.ts';

export interface ManagePostsDeps {
  editor: PostEditorRepository;
  queue: JobQueue;
  storage: FileStorage;
  events: ContentEvents;
  clock: Clock;
  /** Waits this long for a cover asked for by a save (tests shorten it). */
  coverWaitMs?: number;
  /** Failures that do not stop a save (a cover that could not be drawn, a file left behind). */
  warn(context: object, message: string): void;
}

const ADMIN_LIST_LIMIT = 500;
const SLUG_ATTEMPTS = 5;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toEditorDto(post: EditablePost): EditorPostDto {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    content: post.content,
    excerpt: post.excerpt,
    tags: post.tags,
    imageUrl: post.imageUrl,
    videoUrl: post.videoUrl,
    videoThumbnailUrl: post.videoThumbnailUrl,
    isVlog: post.isVlog,
    status: postStatus(post),
    publishedAt: iso(post.publishedAt),
    scheduledAt: iso(post.scheduledAt),
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    ...initialMediaChoices(post),
  };
}

export async function loadPostForEditing(deps: Pick<ManagePostsDeps, 'editor'>, id: string) {
  const post = await deps.editor.findById(id);
  if (!post) throw postNotFound();
  return toEditorDto(post);
}

export async function listPostsForAdmin(deps: Pick<ManagePostsDeps, 'editor'>): Promise<AdminPostDto[]> {
  const rows = await deps.editor.listForAdmin(ADMIN_LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    status: row.status,
    publishedAt: iso(row.publishedAt),
    scheduledAt: iso(row.scheduledAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    imageUrl: row.imageUrl ?? row.videoThumbnailUrl,
    tags: row.tags,
    viewCount: row.viewCount,
    likeCount: row.likeCount,
  }));
}

export function editorTags(deps: Pick<ManagePostsDeps, 'editor'>) {
  return deps.editor.allTags();
}

export async function previewPost(deps: { markdown: MarkdownRenderer }, content: string) {
  return { html: await deps.markdown.toHtml(content), readingMinutes: readingMinutes(content) };
}

function publishAction(command: SavePostCommand, now: Date): PublishAction {
  if (command.action !== 'schedule') return { kind: command.action };
  const at = new Date(command.scheduledAt ?? '');
  if (!isScheduleInFuture(at, now)) throw scheduleInPast();
  return { kind: 'schedule', at };
}

/**
 * Saves the editor's form: the cover first (a failed one keeps the old image and the save goes on),
 * then the post, its tags and its slug in one transaction, then the side effects of a saved post
 * (schedule, old video file, cached pages).
 */
export async function savePost(
  deps: ManagePostsDeps,
  authorId: string | null,
  command: SavePostCommand,
): Promise<SavePostResultDto> {
  const now = deps.clock.now();
  const publication = applyPublishAction(publishAction(command, now), now);
  const existing = command.id ? await deps.editor.findById(command.id) : null;
  if (command.id && !existing) throw postNotFound();

  const isVideo = command.mediaType === 'video' && command.videoUrl !== null;
  let imageUrl = command.imageUrl;
  let cover: SavePostResultDto['cover'] = 'none';
  if (shouldGenerateCover(command.imageAction, command.mediaType)) {
    const image = await generateCoverNow(deps.queue, command, deps.coverWaitMs).catch((error: unknown) => {
      deps.warn({ err: error }, 'cover generation could not be queued');
      return null;
    });
    cover = image ? 'generated' : 'failed';
    if (image) imageUrl = image.url;
    else
      deps.warn({ postId: command.id, title: command.title }, 'cover generation failed; the image is kept');
  }

  const write: PostWrite = {
    title: command.title,
    content: command.content,
    excerpt: command.excerpt,
    tags: command.tags,
    imageUrl,
    videoUrl: isVideo ? command.videoUrl : null,
    videoThumbnailUrl: isVideo ? command.videoThumbnailUrl : null,
    isVlog: isVideo,
    ...publication,
  };
  const { id, slug } = existing
    ? await updateWithFreeSlug(deps.editor, existing, write, now)
    : await createWithFreeSlug(deps.editor, write, authorId, now);

  if (publication.scheduledAt) await queuePublication(deps, id, publication.scheduledAt);
  if (existing?.videoUrl && existing.videoUrl !== write.videoUrl)
    await removeStoredFile(deps, existing.videoUrl);
  await deps.events.postsChanged();
  return { id, slug, status: postStatus(publication), created: !existing, imageUrl, cover };
}

async function createWithFreeSlug(
  editor: PostEditorRepository,
  write: PostWrite,
  authorId: string | null,
  now: Date,
) {
  const base = slugBaseForSave(write.title, null) ?? 'post';
  for (let attempt = 1; ; attempt++) {
    const slug = uniqueSlug(base, await editor.slugsLike(base));
    try {
      const { id } = await editor.create({ ...write, slug, authorId, now });
      return { id, slug };
    } catch (error) {
      // Two saves raced for the same slug: the loser takes the next free one.
      if (!(error instanceof SlugTakenError) || attempt >= SLUG_ATTEMPTS) throw error;
    }
  }
}

async function updateWithFreeSlug(
  editor: PostEditorRepository,
  existing: EditablePost,
  write: PostWrite,
  now: Date,
) {
  const base = slugBaseForSave(write.title, {
    slug: existing.slug,
    everPublished: existing.firstPublishedAt !== null || existing.published,
  });
  for (let attempt = 1; ; attempt++) {
    const slug = base === null ? null : uniqueSlug(base, await editor.slugsLike(base));
    try {
      if (!(await editor.update(existing.id, { ...write, slug, now }))) throw postNotFound();
      return { id: existing.id, slug: slug ?? existing.slug };
    } catch (error) {
      if (!(error instanceof SlugTakenError) || attempt >= SLUG_ATTEMPTS) throw error;
    }
  }
}

async function removeStoredFile(deps: Pick<ManagePostsDeps, 'storage' | 'warn'>, url: string) {
  const stored = storageKeyOf(url);
  if (!stored) return;
  await deps.storage.delete(stored.bucket, stored.key).catch((error: unknown) => {
    deps.warn({ err: error, url }, 'old file could not be removed');
  });
}

/** Deletes a post (tags, views and likes go with it) and its uploaded video. */
export async function deletePost(deps: ManagePostsDeps, id: string): Promise<void> {
  const deleted = await deps.editor.delete(id);
  if (!deleted) throw postNotFound();
  if (deleted.videoUrl) await removeStoredFile(deps, deleted.videoUrl);
  await deps.events.postsChanged();
}
