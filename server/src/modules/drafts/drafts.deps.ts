import type { AppDeps } from '../../context.js';
import type { Logger } from '../../logger.js';
import type { Mailer } from '../../mail/mailer.js';
import { realtimeFor, type Realtime } from '../../realtime/realtime.js';
import { createSseFanout, type SseFanout } from '../../realtime/sse-fanout.js';
import type { DraftRecord, ParticipantRecord } from './drafts.repository.js';

/** What draft operations need beyond the database and the caller. */
export interface DraftsDeps {
  realtime: Realtime;
  /** The draft rooms' event streams on this instance (`GET /api/drafts/{id}/events`). */
  streams: SseFanout;
  mailer: Mailer;
  logger: Logger;
  /** Base address of the web app, for links in e-mails. */
  clientUrl: string;
  /**
   * Told every pick deadline this instance commits, so its clock worker (if running) wakes on
   * time. Only a wake-up: the deadline itself lives in the draft row.
   */
  deadlineListeners: Set<(at: Date) => void>;
  /**
   * The pick path's short-lived copy of a draft's team and locked participants, and the draft
   * row as this instance last committed or read it (`draft`): the pick path decides the turn on
   * it and its one statement only proceeds if the row is still there (see `makePick`).
   */
  participantCache: Map<
    string,
    { teamId: string; participants: ParticipantRecord[]; at: number; draft?: DraftRecord }
  >;
}

const cache = new WeakMap<AppDeps, DraftsDeps>();

export function draftsDepsFrom(deps: AppDeps): DraftsDeps {
  let found = cache.get(deps);
  if (!found) {
    const realtime = realtimeFor(deps);
    found = {
      realtime,
      streams: createSseFanout(realtime, 'draft'),
      mailer: deps.mailer,
      logger: deps.logger.child({ component: 'drafts' }),
      clientUrl: deps.config.auth.clientUrl,
      deadlineListeners: new Set(),
      participantCache: new Map(),
    };
    cache.set(deps, found);
  }
  return found;
}
