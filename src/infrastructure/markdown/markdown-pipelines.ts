import type { Element, Root } from 'hast';
import { imageSize } from 'image-size';
import { imageSizeFromFile } from 'image-size/fromFile';
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

/** Where an image of the site itself lives on disk, so its width and height can be read; else undefined. */
export type LocalImageFile = (src: string) => string | undefined;
/** The first bytes of an image the site stores away from this disk (in a bucket); else undefined. */
export type StoredImageHead = (src: string) => Promise<Uint8Array | undefined> | undefined;

/** Where the site's own images are read from to learn their size. */
export interface SiteImages {
  localFile: LocalImageFile;
  storedHead?: StoredImageHead | undefined;
}

/** The width and height of one of the site's own images, when it can be read. */
async function sizeOf(images: SiteImages, src: string) {
  const file = images.localFile(src);
  if (file) return imageSizeFromFile(file);
  const head = await images.storedHead?.(src);
  return head ? imageSize(head) : undefined;
}

/** Images load lazily and, when their size is known, reserve their space (no layout shift). */
function rehypeResponsiveImages(siteImages: SiteImages) {
  return async (tree: Root) => {
    const images: Element[] = [];
    visit(tree, 'element', (node) => {
      if (node.tagName === 'img') images.push(node);
    });
    await Promise.all(
      images.map(async (image) => {
        image.properties.loading = 'lazy';
        image.properties.decoding = 'async';
        const src = image.properties.src;
        if (typeof src !== 'string') return;
        try {
          const size = await sizeOf(siteImages, src);
          if (!size) return;
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
 * code and image attributes. Also markdown → plain text (descriptions, reading previews).
 */
export function markdownPipelines(images: SiteImages) {
  const html = unified()
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
    .use(rehypeResponsiveImages, images)
    .use(rehypeStringify)
    .freeze();
  const text = unified().use(remarkParse).use(remarkGfm).use(stripMarkdown).use(remarkStringify).freeze();
  return { html, text };
}
