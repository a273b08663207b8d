import type { TestApp } from './app.js';
import { teamWithGames, type TeamWithGames } from './teams.js';

/** The states a test can ask a draft to be in, in the order the owner's actions reach them. */
export type DraftTestState = 'setup_open' | 'setup_locked' | 'active' | 'paused' | 'complete';

/** What a new draft is before its owner sets it up: its fields' defaults, as stored and served. */
export const NEW_DRAFT = {
  state: 'setup_open',
  status: 'pending',
  mode: 'manual',
  pickOrder: 'snake',
  rounds: 1,
  picksPerRound: 1,
  pickClockSec: 30,
  currentOverall: 0,
} as const;

async function ownerAction(t: TestApp, team: TeamWithGames, id: string, action: string) {
  const res = await t.rest('POST', '/api/drafts/state', team.owner, { id, action });
  if (res.status !== 200) throw new Error(`${action}: ${JSON.stringify(res.body)}`);
}

/**
 * The team's draft in `state`, reached through the REST calls the draft room's owner makes:
 * ensured for the team's first game, setup locked, started, then paused or completed. Returns
 * its id.
 */
export async function draftIn(
  t: TestApp,
  team: TeamWithGames,
  state: DraftTestState,
): Promise<string> {
  const ensured = await t.rest('POST', '/v1/functions/drafts-ensure', team.owner, {
    teamId: team.id,
    gameId: team.games[0],
  });
  if (ensured.status !== 200) throw new Error(`drafts-ensure: ${JSON.stringify(ensured.body)}`);
  const id = ensured.body.draftId as string;
  if (state === 'setup_open') return id;
  await ownerAction(t, team, id, 'lock_setup');
  if (state === 'setup_locked') return id;
  await ownerAction(t, team, id, 'start');
  if (state === 'paused') await ownerAction(t, team, id, 'pause');
  if (state === 'complete') await ownerAction(t, team, id, 'complete');
  return id;
}

/**
 * The room of the live-stream tests: a team of its owner and one member with four games, whose
 * draft `t` has started. Returns the team, the draft's id and the member.
 */
export async function activeDraftRoom(t: TestApp) {
  const team = await teamWithGames(t.deps.db, { memberCount: 1, gameCount: 4 });
  const id = await draftIn(t, team, 'active');
  return { team, id, member: team.members[0]! };
}
