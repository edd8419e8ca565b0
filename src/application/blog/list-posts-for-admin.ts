import { isoOrNull } from './editor-post-dto.ts';
import type { AdminPostDto } from './editor-schemas.ts';
import type { PostEditorRepository } from './ports.ts';

const ADMIN_LIST_LIMIT = 500;

/** Every post with its state and counts, newest first, for /admin/blog. */
export async function listPostsForAdmin(deps: { editor: PostEditorRepository }): Promise<AdminPostDto[]> {
  const rows = await deps.editor.listForAdmin(ADMIN_LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    status: row.status,
    publishedAt: isoOrNull(row.publishedAt),
    scheduledAt: isoOrNull(row.scheduledAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    imageUrl: row.imageUrl ?? row.videoThumbnailUrl,
    tags: row.tags,
    viewCount: row.viewCount,
    likeCount: row.likeCount,
  }));
}
