import type { Logger } from './logger.ts';

const FORCE_EXIT_AFTER_MS = 15_000;

/**
 * On SIGTERM or SIGINT, runs `stop` once (stop accepting, finish in-flight work, close pools) and exits.
 * A stop that hangs is cut off so an orchestrator's restart is never blocked.
 */
export function onShutdownSignal(logger: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error(`shutdown took longer than ${FORCE_EXIT_AFTER_MS} ms; exiting`);
      process.exit(1);
    }, FORCE_EXIT_AFTER_MS).unref();
    stop().then(
      () => {
        logger.info('stopped');
        logger.flush?.();
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', handle);
  process.once('SIGINT', handle);
}
