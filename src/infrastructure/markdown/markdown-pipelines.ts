import type { Element, Root } from 'hast';
import { imageSize } from 'image-size';
import { imageSizeFromFile } from 'image-size/fromFile';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
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

/** Types only: the module itself loads on first use. */
type Highlight = ReturnType<typeof import('rehype-highlight').default>;
type File = Parameters<Highlight>[1];

/** Code inside `<pre>` whose class names its language (`language-js`): what highlighting applies to. */
function hasLanguageCode(tree: Root): boolean {
  let found = false;
  visit(tree, 'element', (node, _index, parent) => {
    const classes = node.properties.className;
    if (
      node.tagName === 'code' &&
      parent?.type === 'element' &&
      parent.tagName === 'pre' &&
      Array.isArray(classes) &&
      classes.some((name) => /^lang(?:uage)?-/.test(String(name)))
    )
      found = true;
  });
  return found;
}

/**
 * Fenced code that names its language, highlighted. highlight.js and its languages (about 20 MB of a
 * process's memory) load with the first post that has such code, not with every process.
 */
function rehypeHighlightWhenNeeded() {
  let highlight: Promise<Highlight> | undefined;
  return async (tree: Root, file: File) => {
    if (!hasLanguageCode(tree)) return;
    highlight ??= import('rehype-highlight').then(({ default: rehypeHighlight }) =>
      rehypeHighlight({ detect: false }),
    );
    (await highlight)(tree, file);
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

declare module 'vfile' {
  interface DataMap {
    /** The address the HTML will be read at away from its page (a feed): links and images resolve against it. */
    baseUrl: string | undefined;
  }
}

const URL_PROPERTIES = { a: 'href', img: 'src' } as const;

/** With a base address in the file's data, every link and image address made absolute against it. */
function rehypeAbsoluteUrls() {
  return (tree: Root, file: File) => {
    const base = file.data.baseUrl;
    if (!base) return;
    visit(tree, 'element', (node) => {
      const name = URL_PROPERTIES[node.tagName as keyof typeof URL_PROPERTIES];
      const value = name && node.properties[name];
      if (typeof value === 'string' && URL.canParse(value, base))
        node.properties[name] = new URL(value, base).href;
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
    .use(rehypeHighlightWhenNeeded)
    .use(rehypeExternalLinks)
    .use(rehypeResponsiveImages, images)
    .use(rehypeAbsoluteUrls)
    .use(rehypeStringify)
    .freeze();
  const text = unified().use(remarkParse).use(remarkGfm).use(stripMarkdown).use(remarkStringify).freeze();
  return { html, text };
}
