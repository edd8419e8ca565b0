import type { PostEditorRepository } from './ports.ts';

/** Every tag in use, for the editor's suggestions. */
export function editorTags(deps: { editor: PostEditorRepository }): Promise<string[]> {
  return deps.editor.allTags();
}
