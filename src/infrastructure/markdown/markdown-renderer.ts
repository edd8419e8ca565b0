import type { Element, Root } from 'hast';
import { imageSizeFromFile } from 'image-size/fromFile';
import { LRUCache } from 'lru-cache';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeHighlight from 'rehype-highlight';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import remarkStringify from 'remark-stringify';
import stripMarkdown from 'strip-markdown';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { MarkdownRenderer } from '#application/blog/ports.ts';

/** Where an image of the site itself lives on disk, so its width and height can be read; else undefined. */
export type LocalImageFile = (src: string) => string | undefined;

/** Images load lazily and, when their size is known, reserve their space (no layout shift). */
function rehypeResponsiveImages(localFile: LocalImageFile) {
  return async (tree: Root) => {
    const images: Element[] = [];
    visit(tree, 'element', (node) => {
      if (node.tagName === 'img') images.push(node);
    });
    await Promise.all(
      images.map(async (image) => {
        image.properties.loading = 'lazy';
        image.properties.decoding = 'async';
        const file = typeof image.properties.src === 'string' ? localFile(image.properties.src) : undefined;
        if (!file) return;
        try {
          const size = await imageSizeFromFile(file);
          image.properties.width = size.width;
          image.properties.height = size.height;
        } catch {
          // A missing or unreadable file keeps the image without dimensions; the browser still shows it.
        }
      }),
    );
  };
}

/** Links written in a post that leave the site open safely and pass no referrer credit to spam. */
function rehypeExternalLinks() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      const href = node.properties.href;
      if (node.tagName === 'a' && typeof href === 'string' && /^https?:\/\//.test(href))
        node.properties.rel = ['noopener', 'noreferrer', 'nofollow'];
    });
  };
}

/**
 * GitHub-flavoured markdown → HTML. Raw HTML in the source is dropped, and the result passes an
 * allow-list (rehype-sanitize's GitHub schema) before trusted steps add heading anchors, highlighted
 * code and image attributes.
 */
export class UnifiedMarkdownRenderer implements MarkdownRenderer {
  private readonly html;
  private readonly text;
  /** Rendering is pure but costly (highlighting); the same source always gives the same output. */
  private readonly rendered = new LRUCache<string, string>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (value, key) => value.length + key.length,
  });

  constructor(options: { localImageFile?: LocalImageFile } = {}) {
    const localFile = options.localImageFile ?? (() => undefined);
    this.html = unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRehype)
      .use(rehypeSanitize, { ...defaultSchema, clobberPrefix: '' })
      .use(rehypeSlug)
      .use(rehypeAutolinkHeadings, {
        behavior: 'append',
        properties: { className: ['heading-anchor'], ariaHidden: 'true', tabIndex: -1 },
        content: { type: 'text', value: '#' },
      })
      .use(rehypeHighlight, { detect: false })
      .use(rehypeExternalLinks)
      .use(rehypeResponsiveImages, localFile)
      .use(rehypeStringify)
      .freeze();
    this.text = unified().use(remarkParse).use(remarkGfm).use(stripMarkdown).use(remarkStringify).freeze();
  }

  toHtml(markdown: string): Promise<string> {
    return this.memo(`html:${markdown}`, async () => String(await this.html.process(markdown)));
  }

  toPlainText(markdown: string): Promise<string> {
    return this.memo(`text:${markdown}`, async () =>
      String(await this.text.process(markdown))
        .replace(/\\([\\`*_{}[\]()#+\-.!])/g, '$1')
        .replace(/\s+/g, ' ')
        .trim(),
    );
  }

  private async memo(key: string, render: () => Promise<string>): Promise<string> {
    const cached = this.rendered.get(key);
    if (cached !== undefined) return cached;
    const output = await render();
    this.rendered.set(key, output);
    return output;
  }
}
