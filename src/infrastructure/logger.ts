import { type Logger, pino } from 'pino';
import type { Config } from './config.ts';
import { REDACTED, REDACTED_LOG_PATHS } from './log-redaction.ts';

export type { Logger };

/** Pretty and coloured in development; JSON lines elsewhere (a log collector in production, tests). */
export function createLogger(config: Pick<Config, 'env' | 'logLevel'>, name = 'web'): Logger {
  const redact = { paths: REDACTED_LOG_PATHS, censor: REDACTED };
  if (config.env !== 'development') return pino({ name, level: config.logLevel, redact });
  return pino({
    name,
    level: config.logLevel,
    redact,
    transport: {
      target: 'pino-pretty',
      options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
    },
  });
}
