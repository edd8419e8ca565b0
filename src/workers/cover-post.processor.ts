import { coverPost } from '#application/blog/post-covers.ts';
import { renderCoverPng } from '#infrastructure/images/cover-renderer.ts';
import { storePublishedImage } from '#infrastructure/images/image-pipeline.ts';
import type { JobProcessor } from './job-services.ts';

/** Gives a post without a picture the cover the editor would draw for it (SVG → PNG, stored with its copies). */
export const processCoverPost: JobProcessor<'cover-post'> = async (payload, { blog }, context) => {
  const result = await coverPost(
    {
      withEditor: (work) => blog.withPublication((store) => work(store.editor)),
      drawCover: async (input) => {
        await context.reportProgress(10);
        const png = await renderCoverPng(input);
        await context.reportProgress(50);
        return storePublishedImage(blog.storage, png);
      },
      storage: blog.storage,
      events: blog.events,
    },
    payload.postId,
  );
  await context.reportProgress(100);
  return result;
};
