import { pino, type Logger } from 'pino';
import type { LogLevel } from './config.js';

export type { Logger };

/** JSON lines on stdout: what log collectors expect. Pipe through `pino-pretty` locally if wanted. */
export function createLogger(level: LogLevel): Logger {
  return pino({ level, base: { service: 'tiix-server' } });
}
