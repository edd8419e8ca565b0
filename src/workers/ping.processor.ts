import type { JobProcessors } from '#application/jobs/ports.ts';

/** Answers the queue check's ping at once: that a worker ran it is the whole answer. */
export function processPing(): JobProcessors['ping'] {
  return async () => ({ answeredAt: new Date().toISOString() });
}
