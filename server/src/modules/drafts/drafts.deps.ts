import type { AppBase, AppDeps } from '../../context.js';
import type { Logger } from '../../logger.js';
import type { Mailer } from '../../mail/mailer.js';
import type { PresenceKeeper } from '../../realtime/presence.js';
import type { Realtime } from '../../realtime/realtime.js';
import { createSseFanout, type SseFanout } from '../../realtime/sse-fanout.js';
import type { DraftRecord, ParticipantRecord } from './drafts.repository.js';

/** What draft operations need beyond the database and the caller. */
export interface DraftsDeps {
  realtime: Realtime;
  /** The draft rooms' event streams on this instance (`GET /api/drafts/{id}/events`). */
  streams: SseFanout;
  /** Who is in which draft room through this instance's streams. */
  presence: PresenceKeeper;
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
   * The pick path's short-lived copy of a draft's locked participants, and the draft row as this
   * instance last committed it (`draft`): a pick decides the turn on it before reading the row
   * (see `makePick`).
   */
  participantCache: Map<
    string,
    { participants: ParticipantRecord[]; at: number; draft?: DraftRecord }
  >;
}

/** Built once per app by the composition root (composition.ts). */
export function createDraftsDeps(
  base: AppBase,
  realtime: Realtime,
  presence: PresenceKeeper,
): DraftsDeps {
  return {
    realtime,
    // The REST event stream reads the same channel the GraphQL subscription does (`draft`).
    streams: createSseFanout(realtime, 'draft'),
    presence,
    mailer: base.mailer,
    logger: base.logger.child({ component: 'drafts' }),
    clientUrl: base.config.auth.clientUrl,
    deadlineListeners: new Set(),
    participantCache: new Map(),
  };
}

export const draftsDepsFrom = (deps: Pick<AppDeps, 'drafts'>): DraftsDeps => deps.drafts;
