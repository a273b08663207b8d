// Drafts: what a committed change sets off: live events, the clock wake-up, chat lines, e-mails.
import type { Database } from '../../db/client.js';
import { usersInRoom } from '../../realtime/presence.js';
import { postSystemMessage } from '../chat/chat.system.js';
import type { DraftsDeps } from './drafts.deps.js';
import {
  buildDraftEvent,
  draftRoom,
  onClock,
  type DraftEventPayload,
  type DraftEventPickPayload,
  type DraftEventType,
} from './drafts.events.js';
import {
  sendCompletionMails,
  sendYourTurnMail,
  YOUR_TURN_MAIL_MIN_CLOCK_MS,
} from './drafts.mail.js';
import * as repo from './drafts.repository.js';
import type { DraftRecord } from './drafts.repository.js';
import { clockMs } from './draft-access.js';
import { participantsForPicks, rememberDraft } from './draft-participants.js';

// ---------------------------------------------------------------------------------------------
// Events and after-commit work

export interface AfterCommit {
  events: { type: DraftEventType; pick?: DraftEventPickPayload | null }[];
  draft: DraftRecord;
  /** Who is in the room, when the change already read it (the pick path's one statement). */
  onlineUserIds?: string[];
  /** Set when this change started the draft. */
  started?: boolean;
  /** Set when this change completed the draft. */
  completed?: boolean;
  /** Set when a new pick's clock started. */
  clockStarted?: boolean;
}

/** Publishes the events of a committed change, wakes the clock, sends the e-mails it calls for. */
export async function afterCommit(db: Database, deps: DraftsDeps, done: AfterCommit) {
  const participants = await participantsForPicks(db, deps, done.draft);
  rememberDraft(deps, done.draft);
  const now = new Date();
  const online = done.onlineUserIds ?? (await usersInRoom(db, draftRoom(done.draft.id), now));
  for (const e of done.events) {
    const payload = buildDraftEvent(e.type, done.draft, participants, online, e.pick ?? null, now);
    deps.realtime.publish('draft', done.draft.id, payload);
  }
  if (done.draft.state === 'active' && done.draft.pickDeadline) {
    for (const listener of deps.deadlineListeners) listener(done.draft.pickDeadline);
  }
  // The team chat says when the draft starts and ends (postSystemMessage only logs failures).
  if (done.started || done.completed) {
    const chat = { db, realtime: deps.realtime, logger: deps.logger };
    const draftId = done.draft.id;
    if (done.started)
      await postSystemMessage(chat, done.draft.teamId, { kind: 'draft_started', draftId });
    if (done.completed)
      await postSystemMessage(chat, done.draft.teamId, { kind: 'draft_completed', draftId });
  }
  // E-mails never hold up the caller, and a failed one is only logged.
  if (done.completed) {
    void sendCompletionMails(db, deps, done.draft).catch((err: unknown) =>
      deps.logger.warn({ err, draftId: done.draft.id }, 'draft completion e-mails failed'),
    );
  } else if (done.clockStarted && clockMs(done.draft) >= YOUR_TURN_MAIL_MIN_CLOCK_MS) {
    const next = onClock(done.draft, participants);
    if (next) {
      void sendYourTurnMail(db, deps, done.draft, next).catch((err: unknown) =>
        deps.logger.warn({ err, draftId: done.draft.id }, 'your-turn e-mail failed'),
      );
    }
  }
}

export type { DraftEventPayload };

/**
 * The presence event of the room as it is now, for one stream only: a member's further stream
 * tells no one else (they were already in the room).
 */
export async function presenceEvent(db: Database, deps: DraftsDeps, draftId: string) {
  const draft = await repo.findDraft(db, draftId);
  if (!draft) return null;
  const participants = await participantsForPicks(db, deps, draft);
  const online = await usersInRoom(db, draftRoom(draft.id));
  return buildDraftEvent('presence', draft, participants, online);
}

/** Tells the room who is in it now (after someone entered or left). */
export async function publishPresence(db: Database, deps: DraftsDeps, draftId: string) {
  const draft = await repo.findDraft(db, draftId);
  if (draft) await afterCommit(db, deps, { draft, events: [{ type: 'presence' }] });
}
