/** Redis cannot be reached: the job was not queued (kept apart from BullMQ, which loads only with Redis). */
export class QueueUnavailableError extends Error {
  constructor(reason: string) {
    super(`job queue unavailable: ${reason}`);
    this.name = 'QueueUnavailableError';
  }
}
