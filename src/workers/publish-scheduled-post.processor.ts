import { publishScheduledPost } from '#application/blog/publish-scheduled-post.ts';
import type { JobProcessor } from './job-services.ts';

export const processPublishScheduledPost: JobProcessor<'publish-scheduled-post'> = async (
  payload,
  { blog, logger },
) => {
  const result = await blog.withPublication((store) =>
    publishScheduledPost({ ...store, events: blog.events, clock: blog.clock }, payload),
  );
  if (result.published) logger.info({ postId: payload.postId }, 'scheduled post published');
  return result;
};
