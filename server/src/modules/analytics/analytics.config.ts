import { z } from 'zod';

const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const env = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema);

/** Environment variables of product events (docs/product-events.md). */
export const productEventsEnvSchema = {
  // Rows older than this many days are deleted by the retention job.
  PRODUCT_EVENTS_RETENTION_DAYS: env(z.coerce.number().int().min(1).max(3650).default(400)),
  // Batches one signed-in user (or, signed out, one client address) may send per interval.
  PRODUCT_EVENTS_RATE_LIMIT_BURST: env(z.coerce.number().int().min(1).default(30)),
  PRODUCT_EVENTS_RATE_LIMIT_INTERVAL: env(z.coerce.number().int().min(1).default(60)),
};

export interface ProductEventsConfig {
  /** Days a row is kept (by when the event happened). */
  retentionDays: number;
  /** Batches per user or client address; off with the other rate limits (AUTH_RATE_LIMIT_ENABLE). */
  rateLimit: { enabled: boolean; limit: number; windowSeconds: number };
}

export function buildProductEventsConfig(
  e: {
    PRODUCT_EVENTS_RETENTION_DAYS: number;
    PRODUCT_EVENTS_RATE_LIMIT_BURST: number;
    PRODUCT_EVENTS_RATE_LIMIT_INTERVAL: number;
  },
  rateLimitsEnabled: boolean,
): ProductEventsConfig {
  return {
    retentionDays: e.PRODUCT_EVENTS_RETENTION_DAYS,
    rateLimit: {
      enabled: rateLimitsEnabled,
      limit: e.PRODUCT_EVENTS_RATE_LIMIT_BURST,
      windowSeconds: e.PRODUCT_EVENTS_RATE_LIMIT_INTERVAL,
    },
  };
}
