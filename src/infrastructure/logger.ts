import { type Logger, pino } from 'pino';
import type { Config } from './config.ts';

export type { Logger };

/** Pretty and coloured in development; JSON lines elsewhere (a log collector in production, tests). */
export function createLogger(config: Pick<Config, 'env' | 'logLevel'>, name = 'web'): Logger {
  if (config.env !== 'development') return pino({ name, level: config.logLevel });
  return pino({
    name,
    level: config.logLevel,
    transport: {
      target: 'pino-pretty',
      options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
    },
  });
}
