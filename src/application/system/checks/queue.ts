import type { CheckFinding } from '#domain/system/system-check.ts';
import type { QueueProbe } from '../ports.ts';
import { errorText } from './failure.ts';

/** How long the check waits for a worker to run its ping job. */
export const WORKER_ANSWER_TIMEOUT_MS = 5000;

/**
 * The queue's store answers (Redis PING) and a worker runs a ping job in time. On Redis with no
 * worker process, jobs (e-mails, images, reminders) wait unanswered: a warning the owner can act on.
 */
export async function checkQueue(queue: QueueProbe): Promise<CheckFinding> {
  const store = queue.kind === 'redis' ? 'Redis' : 'The in-process job queue';
  try {
    if (!(await queue.ping()))
      return { outcome: 'fail', message: `${store} did not answer: no job can be queued` };
  } catch (error) {
    return {
      outcome: 'fail',
      message: `${store} did not answer: no job can be queued`,
      details: errorText(error),
    };
  }
  let answeredInMs: number | null;
  try {
    answeredInMs = await queue.workerAnswer(WORKER_ANSWER_TIMEOUT_MS);
  } catch (error) {
    return { outcome: 'fail', message: 'A ping job could not be queued or run', details: errorText(error) };
  }
  const seconds = WORKER_ANSWER_TIMEOUT_MS / 1000;
  if (answeredInMs === null) {
    return queue.kind === 'redis'
      ? {
          outcome: 'warning',
          message: `No worker answered within ${seconds} seconds: start \`npm run worker\``,
        }
      : { outcome: 'fail', message: `The in-process job runner did not answer within ${seconds} seconds` };
  }
  return {
    outcome: 'pass',
    message:
      queue.kind === 'redis'
        ? `Redis answers; a worker ran a ping job in ${answeredInMs} ms`
        : `Jobs run inside the web process (no REDIS_URL); a ping job ran in ${answeredInMs} ms`,
  };
}
