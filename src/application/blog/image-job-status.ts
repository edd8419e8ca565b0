import { jobNotFound } from '#domain/blog/errors.ts';
import type { JobQueue } from '../jobs/ports.ts';
import type { ImageJobDto } from './editor-schemas.ts';

/** Where a cover or image job stands, for the editor's progress bar. */
export async function imageJobStatus(
  deps: { queue: JobQueue },
  name: 'generate-cover' | 'process-image',
  jobId: string,
): Promise<ImageJobDto> {
  const status = await deps.queue.status(name, jobId);
  if (status.state === 'unknown') throw jobNotFound();
  return {
    state: status.state,
    progress: status.progress,
    url: status.result?.url ?? null,
    error: status.state === 'failed' ? 'Failed to generate image. Please try again.' : null,
  };
}
