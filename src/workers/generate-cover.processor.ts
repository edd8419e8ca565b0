import type { FileStorage } from '#application/blog/ports.ts';
import type { JobProcessors } from '#application/jobs/ports.ts';
import { renderCoverPng } from '#infrastructure/images/cover-renderer.ts';
import { storePublishedImage } from '#infrastructure/images/image-pipeline.ts';

/** Draws the cover (SVG → PNG), then stores it with its WebP copies and its social card. */
export function processGenerateCover(deps: { storage: FileStorage }): JobProcessors['generate-cover'] {
  return async (payload, context) => {
    await context.reportProgress(10);
    const png = await renderCoverPng({ title: payload.title, content: payload.content });
    await context.reportProgress(50);
    return storePublishedImage(deps.storage, png, (percent) => context.reportProgress(50 + percent / 2));
  };
}
