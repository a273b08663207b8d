// Drafts: who takes part and in which order, and the short-lived memory of them the pick path reads.
import type { Database } from '../../db/client.js';
import type { DraftsDeps } from './drafts.deps.js';
import * as repo from './drafts.repository.js';
import type { DraftRecord, ParticipantRecord } from './drafts.repository.js';

/**
 * Participants in order. Until the setup is locked they follow the team's members: newly
 * joined members are added at the end, members who left are removed.
 */
export async function participantsOf(db: Database, draft: DraftRecord) {
  if (draft.state === 'setup_open') await followMembers(db, draft);
  return repo.listParticipants(db, draft.id, draft.teamId);
}

/** Makes an open setup's participants follow the team's members; true when they changed. */
export async function followMembers(db: Database, draft: DraftRecord): Promise<boolean> {
  return db.transaction(async (tx) => {
    const locked = await repo.lockDraft(tx, draft.id);
    return locked?.state === 'setup_open' ? syncParticipants(tx, locked) : false;
  });
}

export async function syncParticipants(tx: Database, draft: DraftRecord): Promise<boolean> {
  const members = await repo.listMemberUserIds(tx, draft.teamId);
  const current = await repo.listParticipantRows(tx, draft.id);
  const memberSet = new Set(members);
  const gone = current.filter((p) => !memberSet.has(p.userId));
  const present = new Set(current.map((p) => p.userId));
  const joined = members.filter((u) => !present.has(u));
  if (gone.length === 0 && joined.length === 0) return false;
  await repo.deleteParticipants(
    tx,
    gone.map((p) => p.id),
  );
  const top = current.reduce((max, p) => Math.max(max, p.position), 0);
  await repo.insertParticipants(
    tx,
    joined.map((userId, i) => ({ draftId: draft.id, userId, position: top + 1 + i })),
  );
  const kept = (await repo.listParticipantRows(tx, draft.id)).map((p) => p.id);
  await repo.setPositions(tx, draft.id, kept);
  return true;
}

/** Keeps the draft row this instance committed last, for the pick path's first decision. */
export function rememberDraft(deps: DraftsDeps, draft: DraftRecord) {
  const known = deps.participantCache.get(draft.id);
  // Two changes' after-commit work may finish out of order: the later row wins.
  if (known && (!known.draft || draft.updatedAt >= known.draft.updatedAt)) known.draft = draft;
}

// A draft's team never changes, and its participants are fixed once the setup is locked (the
// order, the shares and who is in it): the pick path keeps them in memory for a short while.
export const PARTICIPANT_CACHE_MS = 30_000;

export async function participantsForPicks(
  db: Database,
  deps: DraftsDeps,
  draft: DraftRecord,
): Promise<ParticipantRecord[]> {
  if (draft.state === 'setup_open') return repo.listParticipants(db, draft.id, draft.teamId);
  const hit = deps.participantCache.get(draft.id);
  if (hit && Date.now() - hit.at < PARTICIPANT_CACHE_MS) return hit.participants;
  const participants = await repo.listParticipants(db, draft.id, draft.teamId);
  if (deps.participantCache.size > 10_000) deps.participantCache.clear();
  deps.participantCache.set(draft.id, { participants, at: Date.now() });
  return participants;
}
