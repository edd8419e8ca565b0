import { describe, expect, it } from 'vitest';
import { imageJobStatus } from '#application/blog/image-job-status.ts';
import { InMemoryJobQueue } from '#fixtures/fakes/in-memory-jobs.ts';

const IMAGE = {
  url: '/storage/blog-images/00000000-0000-4000-8000-0000000000aa.webp',
  width: 1200,
  height: 630,
};

async function queued() {
  const queue = new InMemoryJobQueue();
  const { jobId } = await queue.enqueue('generate-cover', { title: 'T', content: '' });
  return { queue, jobId };
}

describe('imageJobStatus', () => {
  it('shows a job waiting for a worker', async () => {
    const { queue, jobId } = await queued();
    expect(await imageJobStatus({ queue }, 'generate-cover', jobId)).toEqual({
      state: 'waiting',
      progress: 0,
      url: null,
      error: null,
    });
  });

  it('shows how far a running job got', async () => {
    const { queue, jobId } = await queued();
    queue.progress(jobId, 60);
    expect(await imageJobStatus({ queue }, 'generate-cover', jobId)).toMatchObject({
      state: 'active',
      progress: 60,
    });
  });

  it('gives the address of the finished image', async () => {
    const { queue, jobId } = await queued();
    queue.complete(jobId, IMAGE);
    expect(await imageJobStatus({ queue }, 'generate-cover', jobId)).toEqual({
      state: 'completed',
      progress: 100,
      url: IMAGE.url,
      error: null,
    });
  });

  it('says "Failed to generate image. Please try again." for a failed job, not the worker\'s reason', async () => {
    const { queue, jobId } = await queued();
    queue.fail(jobId, 'sharp: unsupported image format');
    expect(await imageJobStatus({ queue }, 'generate-cover', jobId)).toEqual({
      state: 'failed',
      progress: 0,
      url: null,
      error: 'Failed to generate image. Please try again.',
    });
  });

  it('answers "No such image job" for an unknown job, or a job of another kind', async () => {
    const { queue, jobId } = await queued();
    for (const [name, id] of [
      ['generate-cover', 'nope'],
      ['process-image', jobId],
    ] as const)
      await expect(imageJobStatus({ queue }, name, id)).rejects.toMatchObject({
        kind: 'not_found',
        code: 'BLOG.JOB_NOT_FOUND',
        message: 'No such image job',
      });
  });
});
