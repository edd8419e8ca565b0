import type { AuditActor } from '#domain/audit/audit-entry.ts';
import { coverNeedsTitle } from '#domain/blog/errors.ts';
import type { AuditLog } from '../audit/ports.ts';
import type { JobQueue, StoredImage } from '../jobs/ports.ts';
import { waitForJob } from '../jobs/wait-for-job.ts';

/** How long a save waits for the cover it asked for before going on without it. */
export const COVER_WAIT_MS = 20_000;

function queueCover(queue: JobQueue, input: { title: string; content: string }) {
  if (!input.title.trim()) throw coverNeedsTitle();
  return queue.enqueue('generate-cover', { title: input.title.trim(), content: input.content });
}

/**
 * Queues a cover for the editor, which follows it with `imageJobStatus`. The job is queued first and
 * its entry written after (a job is no database write, so there is no transaction to share): a cover
 * drawn without its entry is an unused file, an entry without its job would be untrue.
 */
export async function requestCover(
  deps: { queue: JobQueue; audit: AuditLog },
  input: { title: string; content: string },
  actor: AuditActor,
) {
  const job = await queueCover(deps.queue, input);
  return deps.audit.record(actor, async () => ({
    result: job,
    entry: {
      action: 'post.cover_requested',
      subject: { type: 'post', id: null, label: input.title.trim() },
      before: null,
      after: null,
    },
  }));
}

/** Draws a cover and waits for it; null when it failed or took too long (the save keeps the old image). */
export async function generateCoverNow(
  queue: JobQueue,
  input: { title: string; content: string },
  timeoutMs = COVER_WAIT_MS,
): Promise<StoredImage | null> {
  const { jobId } = await queueCover(queue, input);
  const status = await waitForJob(queue, 'generate-cover', jobId, timeoutMs);
  return status.state === 'completed' && status.result ? status.result : null;
}
