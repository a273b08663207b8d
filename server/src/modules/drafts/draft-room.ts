// Drafts: the draft room as its caller may read it (participants, picks, games, who is here).
import { isUnlimited, plannedPicks, type PlanFields } from '@tiix/domain';
import type { Database } from '../../db/client.js';
import { presenceCutoff } from '../../realtime/presence.js';
import { withScoreHidden } from '../games/games.mapper.js';
import type { DraftAccess, DraftsContext } from './draft-access.js';
import { followMembers } from './draft-participants.js';
import { draftRoom } from './drafts.events.js';
import * as repo from './drafts.repository.js';
import type {
  DraftRecord,
  DraftRoomGame,
  DraftRoomRecord,
  ParticipantRecord,
  PickRecord,
} from './drafts.repository.js';

/** What the draft room shows besides the draft row, as its caller may see it. */
export interface DraftRoom {
  /** In order; until the setup is locked, following the team's members (`participantsOf`). */
  participants: ParticipantRecord[];
  /** User ids with a live stream in the room. */
  online: string[];
  /** In pick order. */
  picks: PickRecord[];
  /** Soonest first, as the team's plan shows them (`roomGamesAsPlanShows`). */
  games: DraftRoomGame[];
  /** Fixed at start; before that, what the setup would give with today's games. */
  totalPicks: number;
}

/** The room's read for a draft the caller may read: `findDraftRoom`'s arguments. */
export const roomReadArgs = (draftId: string, now = new Date()) =>
  [draftRoom(draftId), presenceCutoff(now)] as const;

/**
 * The score is an Unlimited feature: a free team's draft games carry none of it. The room read
 * applies it here, once per read (the pick's answer applies the same plan check on its own).
 */
function roomGamesAsPlanShows(team: PlanFields, games: DraftRoomGame[]): DraftRoomGame[] {
  return isUnlimited(team) ? games : games.map(withScoreHidden);
}

/**
 * The room as its caller sees it, from the room's one statement. `draft` is the row the caller
 * serves (the statement's own, or a change's fresh row); an open setup first follows the team's
 * members, and the participants are read again only if that changed them.
 */
export async function roomAsShown(
  db: Database,
  draft: DraftRecord,
  found: Omit<DraftRoomRecord, 'draft' | 'memberRole'> & { draft: Pick<DraftRecord, 'totalPicks'> },
): Promise<DraftRoom> {
  const participants =
    draft.state === 'setup_open' && (await followMembers(db, draft))
      ? await repo.listParticipants(db, draft.id, draft.teamId)
      : found.participants;
  // The statement counts the pickable games only while the stored row has no total.
  const totalPicks =
    draft.totalPicks ??
    (found.pickableGames === null
      ? (found.draft.totalPicks ?? 0)
      : Math.min(plannedPicks(participants, draft), found.pickableGames));
  return {
    participants,
    online: found.online,
    picks: found.picks,
    games: roomGamesAsPlanShows(found.team, found.games),
    totalPicks,
  };
}

/**
 * The room of a draft the caller already may read (a change's answer, a latest draft): the
 * same statement as the room's read, for the draft row the caller serves.
 */
export async function roomOf(ctx: DraftsContext, view: DraftAccess): Promise<DraftRoom> {
  if (view.room) return view.room;
  const { draft, team } = view;
  const found = await repo.findDraftRoom(
    ctx.db,
    draft.id,
    view.access.userId,
    ...roomReadArgs(draft.id),
  );
  // A draft deleted meanwhile has nothing left to show.
  return roomAsShown(
    ctx.db,
    draft,
    found ?? { draft, team, participants: [], picks: [], games: [], online: [], pickableGames: 0 },
  );
}
