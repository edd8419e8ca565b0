import { LRUCache } from 'lru-cache';
import type { MarkdownRenderer } from '#application/blog/ports.ts';
import type { SiteImages } from './markdown-pipelines.ts';

export type { LocalImageFile, StoredImageHead } from './markdown-pipelines.ts';

type Pipelines = ReturnType<typeof import('./markdown-pipelines.ts').markdownPipelines>;

/**
 * Markdown as the site shows it (see `markdownPipelines`). The unified, micromark and highlight.js
 * modules load with the first post rendered, not at start: a process answering from the page cache
 * may never need them.
 */
export class UnifiedMarkdownRenderer implements MarkdownRenderer {
  private readonly images: SiteImages;
  private pipelines: Promise<Pipelines> | undefined;
  /** Rendering is pure but costly (highlighting); the same source always gives the same output. */
  private readonly rendered = new LRUCache<string, string>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (value, key) => value.length + key.length,
  });

  constructor(
    options: {
      localImageFile?: SiteImages['localFile'];
      /** Images kept in a bucket: their first bytes, to read their size from. */
      storedImageHead?: SiteImages['storedHead'];
    } = {},
  ) {
    this.images = {
      localFile: options.localImageFile ?? (() => undefined),
      storedHead: options.storedImageHead,
    };
  }

  toHtml(markdown: string, options: { baseUrl?: string } = {}): Promise<string> {
    const { baseUrl } = options;
    return this.memo(`html:${baseUrl ?? ''}:${markdown}`, async () =>
      String(await (await this.load()).html.process({ value: markdown, data: { baseUrl } })),
    );
  }

  toPlainText(markdown: string): Promise<string> {
    return this.memo(`text:${markdown}`, async () =>
      String(await (await this.load()).text.process(markdown))
        .replace(/\\([\\`*_{}[\]()#+\-.!])/g, '$1')
        .replace(/\s+/g, ' ')
        .trim(),
    );
  }

  private load(): Promise<Pipelines> {
    this.pipelines ??= import('./markdown-pipelines.ts').then(({ markdownPipelines }) =>
      markdownPipelines(this.images),
    );
    return this.pipelines;
  }

  private async memo(key: string, render: () => Promise<string>): Promise<string> {
    const cached = this.rendered.get(key);
    if (cached !== undefined) return cached;
    const output = await render();
    this.rendered.set(key, output);
    return output;
  }
}
