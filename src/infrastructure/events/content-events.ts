import { EventEmitter } from 'node:events';
import type { Logger } from '../logger.ts';
import { CONTENT_CHANGED, type ContentEventsHub } from './content-events-hub.ts';

/** One process (laptop): the news goes straight to the listeners. */
export function localContentEvents(): ContentEventsHub {
  const emitter = new EventEmitter();
  const announce = async () => {
    emitter.emit(CONTENT_CHANGED);
  };
  return {
    postsChanged: announce,
    servicesChanged: announce,
    async onContentChanged(listener) {
      emitter.on(CONTENT_CHANGED, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** Content changes reach every process through Redis when there is one, else stay in this process. */
export async function createContentEvents(
  config: { redisUrl: string | undefined; queuePrefix: string },
  logger: Logger,
): Promise<ContentEventsHub> {
  if (!config.redisUrl) return localContentEvents();
  // ioredis only loads where there is a Redis to talk to.
  const { redisContentEvents } = await import('./redis-content-events.ts');
  return redisContentEvents({ redisUrl: config.redisUrl, prefix: config.queuePrefix, logger });
}
