import {
  type AuditAction,
  type AuditEntry,
  type AuditValues,
  changedFields,
  smallValues,
} from '#domain/audit/audit-entry.ts';
import { type PostStatus, postStatus } from '#domain/blog/publishing.ts';
import type { EditablePost, PostWrite } from './ports.ts';

type PostState = PostWrite & { slug: string };

/** What the log keeps of a post: its small fields; of its words only how long they are. */
function postValues(post: PostState): AuditValues {
  return {
    title: post.title,
    slug: post.slug,
    status: postStatus(post),
    scheduledAt: post.scheduledAt?.toISOString() ?? null,
    excerpt: post.excerpt,
    tags: post.tags,
    imageUrl: post.imageUrl,
    videoUrl: post.videoUrl,
    contentLength: post.content.length,
    translations: Object.keys(post.translations).sort(),
  };
}

/** A save is named by what it did to the post's status; a save that leaves it is an edit. */
function saveAction(was: PostStatus | null, now: PostStatus): AuditAction {
  if (now === 'published' && was !== 'published') return 'post.published';
  if (now === 'scheduled') return was === 'scheduled' ? 'post.updated' : 'post.scheduled';
  if (was === 'published' || was === 'scheduled') return 'post.unpublished';
  return was === null ? 'post.created' : 'post.updated';
}

/** The entry of the editor's save (or the blog API's): the post as it was and as it is, where they differ. */
export function postSavedEntry(existing: EditablePost | null, saved: PostState & { id: string }): AuditEntry {
  const subject = { type: 'post' as const, id: saved.id, label: saved.title };
  const action = saveAction(existing ? postStatus(existing) : null, postStatus(saved));
  if (!existing) return { action, subject, before: null, after: smallValues(postValues(saved)) };
  const changes = changedFields(postValues(existing), postValues(saved));
  return { action, subject, before: changes?.before ?? null, after: changes?.after ?? null };
}

export function postDeletedEntry(deleted: EditablePost): AuditEntry {
  const { title, slug } = deleted;
  return {
    action: 'post.deleted',
    subject: { type: 'post', id: deleted.id, label: title },
    before: smallValues({ title, slug, status: postStatus(deleted) }),
    after: null,
  };
}
