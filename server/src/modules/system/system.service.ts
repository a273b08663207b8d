import type { Database } from '../../db/client.js';
import type { HealthStatus } from '../../generated/graphql.js';
import type { Logger } from '../../logger.js';
import { pingDatabase } from './system.repository.js';

// A readiness probe must answer even when the pool is stuck waiting for a connection.
const PING_TIMEOUT_MS = 2_000;

export interface Health {
  database: HealthStatus;
}

export async function checkHealth(db: Database, logger: Logger): Promise<Health> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${PING_TIMEOUT_MS} ms`)),
      PING_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([pingDatabase(db), timeout]);
    return { database: 'OK' };
  } catch (err) {
    logger.warn({ err }, 'Database health check failed');
    return { database: 'UNAVAILABLE' };
  } finally {
    clearTimeout(timer);
  }
}

export function serverTime(): Date {
  return new Date();
}
