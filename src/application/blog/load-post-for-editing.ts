import { postNotFound } from '#domain/blog/errors.ts';
import { toEditorPostDto } from './editor-post-dto.ts';
import type { EditorPostDto } from './editor-schemas.ts';
import type { PostEditorRepository } from './ports.ts';

/** A post as the editor opens it, drafts and scheduled posts included. */
export async function loadPostForEditing(
  deps: { editor: PostEditorRepository },
  id: string,
): Promise<EditorPostDto> {
  const post = await deps.editor.findById(id);
  if (!post) throw postNotFound();
  return toEditorPostDto(post);
}
