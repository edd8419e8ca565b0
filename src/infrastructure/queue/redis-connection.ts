import { Redis } from 'ioredis';

/**
 * A connection for producers (the web process): fails fast while Redis is away so a request gets an
 * error instead of hanging.
 */
export function createProducerConnection(redisUrl: string): Redis {
  return new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
}

/** A connection for workers: BullMQ requires blocking commands to wait for Redis indefinitely. */
export function createWorkerConnection(redisUrl: string): Redis {
  return new Redis(redisUrl, { maxRetriesPerRequest: null });
}
