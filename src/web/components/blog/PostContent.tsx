/**
 * A post's words as the server rendered them (markdown to sanitised HTML): the post page and the
 * editor's preview show them with the same typography. `lang` marks words not in the page's language
 * (a post not translated into it).
 */
export function PostContent({ html, lang }: { html: string; lang?: string | undefined }) {
  return (
    <div
      lang={lang}
      // Code lines wrap: a block scrolling sideways on a phone is a region keyboards cannot reach.
      className="prose prose-stone mt-8 max-w-none prose-headings:scroll-mt-20 prose-a:text-amber-800 prose-pre:bg-stone-900 [&_pre_code]:whitespace-pre-wrap [&_pre_code]:[overflow-wrap:anywhere]"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised (allow-list) on the server.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
