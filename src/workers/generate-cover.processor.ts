import { renderCoverPng } from '#infrastructure/images/cover-renderer.ts';
import { storePublishedImage } from '#infrastructure/images/image-pipeline.ts';
import type { JobProcessor } from './job-services.ts';

/** Draws the cover (SVG → PNG), then stores it with its WebP copies and its social card. */
export const processGenerateCover: JobProcessor<'generate-cover'> = async (payload, { files }, context) => {
  await context.reportProgress(10);
  const png = await renderCoverPng({ title: payload.title, content: payload.content });
  await context.reportProgress(50);
  return storePublishedImage(files.storage, png, (percent) => context.reportProgress(50 + percent / 2));
};
