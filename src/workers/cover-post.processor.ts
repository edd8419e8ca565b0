import type { ContentEvents, FileStorage } from '#application/blog/ports.ts';
import { coverPost } from '#application/blog/post-covers.ts';
import type { JobProcessors } from '#application/jobs/ports.ts';
import { renderCoverPng } from '#infrastructure/images/cover-renderer.ts';
import { storePublishedImage } from '#infrastructure/images/image-pipeline.ts';
import type { PublishDeps } from './publish-scheduled-post.processor.ts';

/** Gives a post without a picture the cover the editor would draw for it (SVG → PNG, stored with its copies). */
export function processCoverPost(
  deps: Pick<PublishDeps, 'withPublication'> & { storage: FileStorage; events: ContentEvents },
): JobProcessors['cover-post'] {
  return async (payload, context) => {
    const result = await coverPost(
      {
        withEditor: (work) => deps.withPublication((store) => work(store.editor)),
        drawCover: async (input) => {
          await context.reportProgress(10);
          const png = await renderCoverPng(input);
          await context.reportProgress(50);
          return storePublishedImage(deps.storage, png);
        },
        storage: deps.storage,
        events: deps.events,
      },
      payload.postId,
    );
    await context.reportProgress(100);
    return result;
  };
}
