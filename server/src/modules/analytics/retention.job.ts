import type { AppDeps } from '../../context.js';
import { deleteExpiredEvents } from './analytics.service.js';
import { periodicJob } from '../../jobs/periodic.js';

export interface ProductEventsRetention {
  start(): void;
  stop(): Promise<void>;
  /** Deletes what is past retention now; returns how many rows. Used by start and by tests. */
  runDue(now?: Date): Promise<number>;
}

/**
 * Deletes product events older than PRODUCT_EVENTS_RETENTION_DAYS, at start and then every few
 * hours. Every instance may run it: a delete is the same whoever makes it, and a row two
 * instances both pick is deleted once.
 */
export function createProductEventsRetention(
  deps: Pick<AppDeps, 'config' | 'db' | 'logger'>,
  options: { pollMs?: number } = {},
): ProductEventsRetention {
  const pollMs = options.pollMs ?? 6 * 60 * 60 * 1000;
  const log = deps.logger.child({ component: 'product-events-retention' });

  const runDue = async (now = new Date()) => {
    const deleted = await deleteExpiredEvents(
      deps.db,
      deps.config.productEvents.retentionDays,
      now,
    );
    if (deleted > 0) log.info({ deleted }, 'Product events past retention deleted');
    return deleted;
  };

  return periodicJob(runDue, { pollMs, log, failure: 'Product event retention failed; retrying' });
}
