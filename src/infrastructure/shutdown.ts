import type { Logger } from './logger.ts';

/** What closing the pools may take once the work in flight is done or cut off. */
const CLOSING_MARGIN_MS = 5_000;

/**
 * On SIGTERM or SIGINT, runs `stop` once (stop accepting, finish in-flight work, close pools) and exits.
 * `stop` bounds its own waiting (`boundMs`: the drain's delay and grace); a stop that still hangs is cut
 * off a few seconds later, so an orchestrator's restart is never blocked.
 */
export function onShutdownSignal(
  logger: Logger,
  stop: () => Promise<void>,
  options: { boundMs: number },
): void {
  let stopping = false;
  const forceExitAfterMs = options.boundMs + CLOSING_MARGIN_MS;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error(`shutdown took longer than ${forceExitAfterMs} ms; exiting`);
      process.exit(1);
    }, forceExitAfterMs).unref();
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
