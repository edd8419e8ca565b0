import { initialMediaChoices } from '#domain/blog/editor.ts';
import { postStatus } from '#domain/blog/publishing.ts';
import type { EditorPostDto } from './editor-schemas.ts';
import type { EditablePost } from './ports.ts';

export const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

export function toEditorPostDto(post: EditablePost): EditorPostDto {
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
    publishedAt: isoOrNull(post.publishedAt),
    scheduledAt: isoOrNull(post.scheduledAt),
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    ...initialMediaChoices(post),
    language: post.language,
    translations: post.translations,
  };
}
