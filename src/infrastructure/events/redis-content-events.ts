import { Redis } from 'ioredis';
import type { Logger } from '../logger.ts';
import { type ContentEventsHub, POSTS_CHANGED } from './content-events-hub.ts';

/**
 * Several processes (web processes, the worker publishing a scheduled post): the news goes through a
 * Redis channel every process listens to, its own included.
 */
export function redisContentEvents(options: {
  redisUrl: string;
  prefix: string;
  logger: Logger;
}): ContentEventsHub {
  const log = options.logger.child({ component: 'content-events' });
  const channel = `${options.prefix}:content`;
  const publisher = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  let subscriber: Redis | undefined;
  const listeners: (() => void)[] = [];
  publisher.on('error', (error) => log.warn({ err: error }, 'Redis connection error'));
  return {
    async postsChanged() {
      // This process hears it at once; the others through Redis. A Redis outage must not fail the save
      // that already committed: their caches then expire on their own (PAGE_CACHE_TTL_MS).
      for (const notify of listeners) notify();
      await publisher
        .publish(channel, POSTS_CHANGED)
        .catch((error: unknown) => log.warn({ err: error }, 'content change not announced'));
    },
    async onPostsChanged(listener) {
      listeners.push(listener);
      if (subscriber) return;
      subscriber = new Redis(options.redisUrl);
      subscriber.on('error', (error) => log.warn({ err: error }, 'Redis connection error'));
      subscriber.on('message', (_channel, message) => {
        if (message === POSTS_CHANGED) for (const notify of listeners) notify();
      });
      // ioredis subscribes again by itself after a reconnection.
      await subscriber.subscribe(channel);
    },
    async close() {
      publisher.disconnect();
      subscriber?.disconnect();
    },
  };
}
