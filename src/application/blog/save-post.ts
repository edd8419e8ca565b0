import type { AuditActor } from '#domain/audit/audit-entry.ts';
import { shouldGenerateCover, slugBaseForSave } from '#domain/blog/editor.ts';
import { postNotFound, scheduleInPast } from '#domain/blog/errors.ts';
import {
  applyPublishAction,
  isScheduleInFuture,
  type PublishAction,
  postStatus,
} from '#domain/blog/publishing.ts';
import { uniqueSlug } from '#domain/blog/slug.ts';
import { DEFAULT_POST_LANGUAGE, keptTranslations } from '#domain/blog/translations.ts';
import type { AuditLog } from '../audit/ports.ts';
import type { JobQueue } from '../jobs/ports.ts';
import type { Clock } from '../shared/ports.ts';
import type { SavePostCommand, SavePostResultDto } from './editor-schemas.ts';
import type { FileStorage } from './ports.ts';
import {
  type ContentEvents,
  type EditablePost,
  type PostEditorRepository,
  type PostWrite,
  SlugTakenError,
} from './ports.ts';
import { postSavedEntry } from './post-audit.ts';
import { queuePostCover } from './post-covers.ts';
import { queuePublication } from './publication-job.ts';
import { generateCoverNow } from './request-cover.ts';
import { removeStoredFile } from './stored-files.ts';

export interface SavePostDeps {
  editor: PostEditorRepository;
  queue: JobQueue;
  storage: FileStorage;
  events: ContentEvents;
  clock: Clock;
  audit: AuditLog;
  /** Waits this long for a cover asked for by a save (tests shorten it). */
  coverWaitMs?: number;
  /** Failures that do not stop a save (a cover that could not be drawn, a file left behind). */
  warn(context: object, message: string): void;
}

const SLUG_ATTEMPTS = 5;

function publishAction(command: SavePostCommand, now: Date): PublishAction {
  if (command.action !== 'schedule') return { kind: command.action };
  const at = new Date(command.scheduledAt ?? '');
  if (!isScheduleInFuture(at, now)) throw scheduleInPast();
  return { kind: 'schedule', at };
}

/**
 * Saves the editor's form: the cover first (a failed one keeps the old image and the save goes on),
 * then the post, its tags, its translations and its slug with its audit entry in one transaction
 * (the cover is drawn before it, so no transaction waits for a job), then the side effects of a saved
 * post (schedule, old video file, cached pages). A post saved by an account has it as its author.
 */
export async function savePost(
  deps: SavePostDeps,
  actor: AuditActor,
  command: SavePostCommand,
): Promise<SavePostResultDto> {
  const authorId = actor.kind === 'account' ? actor.id : null;
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
    translations: keptTranslations(command.translations, existing?.language ?? DEFAULT_POST_LANGUAGE),
    ...publication,
  };
  const { id, slug } = await deps.audit.record(actor, async () => {
    const saved = existing
      ? await updateWithFreeSlug(deps.editor, existing, write, now)
      : await createWithFreeSlug(deps.editor, write, authorId, now);
    return { result: saved, entry: postSavedEntry(existing, { ...write, ...saved }) };
  });

  if (publication.scheduledAt) await queuePublication(deps, id, publication.scheduledAt);
  // A cover that could not be drawn in time is drawn later: the post is never left without a picture.
  if (cover === 'failed' && !imageUrl && !isVideo)
    await queuePostCover(deps.queue, id, now).catch((error: unknown) =>
      deps.warn({ err: error, postId: id }, 'cover for later could not be queued'),
    );
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
