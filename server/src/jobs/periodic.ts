import type { Logger } from '../logger.js';

/** A background job: `runDue` at start and every `pollMs`, one run at a time. */
export interface PeriodicJob<R> {
  start(): void;
  /** Stops the timer and waits for a run under way, so shutdown never cuts one in half. */
  stop(): Promise<void>;
  /** Does what is due now; used by the timer and by tests (which pass their own time). */
  runDue(now?: Date): Promise<R>;
}

/**
 * Runs `runDue` at start and then every `pollMs`. A run still going when the timer fires is not
 * doubled; a failed run is logged with `failure` and tried again at the next tick. The timer does
 * not keep the process alive.
 */
export function periodicJob<R>(
  runDue: (now?: Date) => Promise<R>,
  options: { pollMs: number; log: Logger; failure: string },
): PeriodicJob<R> {
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<unknown> | undefined;
  const tick = () => {
    inFlight ??= runDue()
      .catch((err: unknown) => options.log.error({ err }, options.failure))
      .finally(() => {
        inFlight = undefined;
      });
  };
  return {
    start() {
      if (timer) return;
      tick();
      timer = setInterval(tick, options.pollMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await inFlight;
    },
    runDue,
  };
}
