import { readingMinutes } from '#domain/blog/reading-time.ts';
import type { MarkdownRenderer } from './ports.ts';

/** The editor's Preview tab: the content rendered exactly as the post page will render it. */
export async function previewPost(deps: { markdown: MarkdownRenderer }, content: string) {
  return { html: await deps.markdown.toHtml(content), readingMinutes: readingMinutes(content) };
}
