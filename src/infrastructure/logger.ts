import { type Logger, pino } from 'pino';
import type { Config } from './config.ts';

export type { Logger };

/** JSON lines in production (for a log collector), pretty and coloured in development. */
export function createLogger(config: Pick<Config, 'isProduction' | 'logLevel'>, name = 'web'): Logger {
  if (config.isProduction) return pino({ name, level: config.logLevel });
  return pino({
    name,
    level: config.logLevel,
    transport: {
      target: 'pino-pretty',
      options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
    },
  });
}
