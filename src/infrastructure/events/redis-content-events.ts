import { Redis } from 'ioredis';
import type { Logger } from '../logger.ts';
import { CONTENT_CHANGED, type ContentEventsHub } from './content-events-hub.ts';

/**
 * Several processes (web processes, the worker publishing a scheduled post): the news goes through a
 * Redis channel every process listens to, its own included. The channel carries the queue prefix, so
 * sites sharing one Redis (tests, staging beside production) never clear each other's pages.
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
  const notifyAll = () => {
    for (const notify of listeners) notify();
  };
  publisher.on('error', (error) => log.warn({ err: error }, 'Redis connection error'));

  const announce = async () => {
    // This process hears it at once; the others through Redis. A Redis outage must not fail the save
    // that already committed: their caches then expire on their own (PAGE_CACHE_TTL_MS).
    notifyAll();
    await publisher
      .publish(channel, CONTENT_CHANGED)
      .catch((error: unknown) => log.warn({ err: error }, 'content change not announced'));
  };

  return {
    postsChanged: announce,
    servicesChanged: announce,
    async onContentChanged(listener) {
      listeners.push(listener);
      if (subscriber) return;
      const connection = new Redis(options.redisUrl, { connectionName: `${channel}:subscriber` });
      subscriber = connection;
      connection.on('error', (error) => log.warn({ err: error }, 'Redis connection error'));
      connection.on('message', (_channel, message) => {
        if (message === CONTENT_CHANGED) notifyAll();
      });
      await connection.subscribe(channel);
      // News published while the connection was down is lost: once subscribed again, every page kept
      // from before is dropped, as if it had been heard.
      connection.on('ready', () => {
        connection
          .subscribe(channel)
          .then(notifyAll)
          .catch((error: unknown) => log.warn({ err: error }, 'not listening for content changes'));
      });
    },
    async close() {
      publisher.disconnect();
      subscriber?.disconnect();
    },
  };
}
