import type { AppDeps } from '../context.js';
import { draftsDepsFrom } from '../modules/drafts/drafts.deps.js';
import { nextPickDeadline, runDuePick } from '../modules/drafts/drafts.service.js';
import { sweepPresence } from '../realtime/presence.js';

declare module '../realtime/realtime.js' {
  interface RealtimeChannels {
    /** An instance's clock stopped: the others look for due picks now rather than at their poll. */
    'draft-clock': { stoppedAt: string };
  }
}
const WAKE_ID = 'wake';

/**
 * The draft pick clock of one server instance. The due time of every pick lives in its draft
 * row (`pick_deadline`); this worker only decides when to look. It claims overdue picks with
 * `FOR UPDATE SKIP LOCKED` and makes each auto-pick in the transaction that claims it, so any
 * number of instances can run it against one database and each pick is made exactly once.
 *
 * It wakes at the soonest deadline it knows of: deadlines this instance commits arrive through
 * `wake`; deadlines set by other instances are found by polling every `pollMs`. On start it
 * makes every pick that fell due while no worker was running.
 */
export interface DraftClock {
  start(): void;
  /**
   * Stops waking and waits for a pick in progress (its transaction ends, so the draft it
   * claimed is free), then tells the other instances' clocks to look for due picks at once.
   */
  stop(): Promise<void>;
  /** Makes every pick due now; returns how many drafts moved. Used by start and by tests. */
  runDue(): Promise<number>;
}

export interface DraftClockOptions {
  /** How often to look for deadlines set by other instances. */
  pollMs?: number;
  /** Upper bound of picks per wake-up, so one backlog cannot starve the event loop. */
  batch?: number;
}

// Presence rows of streams whose instance died are dropped now and then.
const SWEEP_EVERY_MS = 10 * 60 * 1000;

export function createDraftClock(deps: AppDeps, options: DraftClockOptions = {}): DraftClock {
  const pollMs = options.pollMs ?? 1000;
  const batch = options.batch ?? 500;
  const drafts = draftsDepsFrom(deps);
  const log = deps.logger.child({ component: 'draft-clock' });

  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Infinity;
  let inFlight: Promise<void> | undefined;
  let again = false;
  let lastSweep = 0;
  let unlisten: (() => void) | undefined;
  const metrics = deps.metrics;

  const schedule = (at: number) => {
    if (!running) return;
    const when = Math.min(at, Date.now() + pollMs);
    if (timer && timerAt <= when) return;
    if (timer) clearTimeout(timer);
    timerAt = when;
    timer = setTimeout(
      () => {
        timer = undefined;
        timerAt = Infinity;
        void tick();
      },
      Math.max(0, when - Date.now()),
    );
  };

  const runDue = async (): Promise<number> => {
    let moved = 0;
    while (moved < batch) {
      const made = await runDuePick(deps.db, drafts);
      if (!made) break;
      if (made.dueAt) metrics.draftClockLag((Date.now() - made.dueAt.getTime()) / 1000);
      moved++;
    }
    return moved;
  };

  const tick = async (): Promise<void> => {
    if (inFlight) {
      again = true;
      return inFlight;
    }
    inFlight = (async () => {
      let next = Date.now() + pollMs;
      try {
        do {
          again = false;
          const moved = await runDue();
          if (moved >= batch) again = true;
        } while (again && running);
        const deadline = await nextPickDeadline(deps.db);
        if (deadline) next = Math.min(next, deadline.getTime());
        if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
          lastSweep = Date.now();
          await sweepPresence(deps.db);
        }
      } catch (err) {
        log.error({ err }, 'Draft clock failed; retrying');
      } finally {
        inFlight = undefined;
      }
      schedule(next);
    })();
    return inFlight;
  };

  const onDeadline = (at: Date) => schedule(at.getTime());

  return {
    start() {
      if (running) return;
      running = true;
      drafts.deadlineListeners.add(onDeadline);
      unlisten = drafts.realtime.listen('draft-clock', WAKE_ID, () => void tick());
      // Picks that fell due while no worker ran are made now.
      void tick();
    },
    async stop() {
      const wasRunning = running;
      running = false;
      drafts.deadlineListeners.delete(onDeadline);
      unlisten?.();
      unlisten = undefined;
      if (timer) clearTimeout(timer);
      timer = undefined;
      timerAt = Infinity;
      await inFlight;
      if (wasRunning) {
        drafts.realtime.publish('draft-clock', WAKE_ID, { stoppedAt: new Date().toISOString() });
      }
    },
    runDue,
  };
}
