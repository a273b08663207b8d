import { Hono, type Context } from 'hono';
import type { AppDeps } from '../../context.js';
import { DomainError } from '../../errors/domain-error.js';
import { restError, withDomainErrors } from '../../http/errors.js';
import { bearerCaller, jsonObject } from '../../http/request.js';
import type { SseOutgoing } from '../../realtime/sse-fanout.js';
import { isFinalGame } from '@tiix/domain';
import { requireUser } from '../membership/membership.js';
import { draftsDepsFrom } from './drafts.deps.js';
import * as drafts from './drafts.service.js';
import type { DraftAction, DraftsContext } from './drafts.service.js';
import { openDraftEvents } from './drafts.stream.js';

const ACTIONS: readonly DraftAction[] = ['lock_setup', 'start', 'pause', 'resume', 'complete'];

// A missing or malformed body reads as `{}`: the fields' own checks then answer.
const jsonBody = async (c: Context) => (await jsonObject(c)) ?? {};

/** The caller from the Bearer token; a bad token is refused like no token. */
async function bearerContext(deps: AppDeps, c: Context): Promise<DraftsContext> {
  const auth = await bearerCaller(deps, c);
  // Every draft call is for signed-in members: a guest or signed-out caller is refused before
  // the request is read, so a malformed body does not answer before the missing sign-in does.
  requireUser(auth);
  return { db: deps.db, auth, deps: draftsDepsFrom(deps) };
}

function requiredString(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new DomainError('BAD_USER_INPUT', `${name} is required`, 'invalid_request');
  }
  return value.trim();
}

/**
 * The draft endpoints the client calls over REST (the game cards, the nav's Draft link, the
 * draft room's fallback). Same rules as the GraphQL operations: one service behind both.
 */
export function createDraftsRouter(deps: AppDeps): Hono {
  const router = new Hono();

  // The caller's latest draft over all their teams, or null. The body's userId must be the caller.
  router.post('/latest', (c) =>
    withDomainErrors(c, async () => {
      const ctx = await bearerContext(deps, c);
      const userId = requireUser(ctx.auth);
      const body = await jsonBody(c);
      if (body.userId !== undefined && body.userId !== userId) {
        throw new DomainError('FORBIDDEN', 'You can only read your own drafts', 'forbidden');
      }
      const draft = await drafts.latestDraftOfUser(ctx);
      return c.json(draft ? { id: draft.id, team_id: draft.teamId, state: draft.state } : null);
    }),
  );

  router.post('/state', (c) =>
    withDomainErrors(c, async () => {
      const ctx = await bearerContext(deps, c);
      const body = await jsonBody(c);
      const id = requiredString(body.id, 'id');
      const action = requiredString(body.action, 'action') as DraftAction;
      if (!ACTIONS.includes(action)) {
        throw new DomainError(
          'BAD_USER_INPUT',
          `action must be one of ${ACTIONS.join(', ')}`,
          'invalid_action',
        );
      }
      const { draft } = await drafts.draftAction(ctx, id, action);
      return c.json({
        ok: true,
        draft: {
          id: draft.id,
          team_id: draft.teamId,
          state: draft.state,
          status: draft.status,
          mode: draft.mode,
          current_overall: draft.currentOverall,
        },
      });
    }),
  );

  router.get('/games', (c) =>
    withDomainErrors(c, async () => {
      const ctx = await bearerContext(deps, c);
      const draftId = requiredString(c.req.query('draftId'), 'draftId');
      const { draft } = await drafts.requireDraftMember(ctx, draftId);
      const rows = await drafts.listDraftGames(ctx.db, draft.id, draft.teamId, ctx.auth.userId);
      return c.json({
        games: rows.map((r) => ({
          id: r.game.id,
          opponent: r.game.opponent,
          is_home: r.game.isHome,
          date: r.game.gameDate.toISOString(),
          owned: r.pickedHere || r.takenBy != null,
          locked: isFinalGame(r.game),
        })),
      });
    }),
  );

  router.get('/teams', (c) =>
    withDomainErrors(c, async () => {
      const ctx = await bearerContext(deps, c);
      const draftId = requiredString(c.req.query('draftId'), 'draftId');
      const { draft } = await drafts.requireDraftMember(ctx, draftId);
      const participants = await drafts.participantsOf(ctx.db, draft);
      return c.json({
        teams: participants.map((p) => ({ id: p.id, display_name: p.displayName })),
      });
    }),
  );

  // The draft room's live events (server-sent events), members only. On the Node server the
  // events are written to its response directly (see realtime/sse-fanout.ts).
  router.get('/:id/events', (c) =>
    withDomainErrors(c, async () =>
      openDraftEvents(
        await bearerContext(deps, c),
        c.req.param('id'),
        (c.env as { outgoing?: SseOutgoing } | undefined)?.outgoing,
      ),
    ),
  );

  router.post('/pick', (c) =>
    withDomainErrors(c, async () => {
      const ctx = await bearerContext(deps, c);
      const body = await jsonBody(c);
      const draftId = requiredString(body.draftId, 'draftId');
      const gameId = requiredString(body.gameId, 'gameId');
      const draftTeamId =
        typeof body.draftTeamId === 'string' && body.draftTeamId ? body.draftTeamId : null;
      const { pick } = await drafts.makePick(ctx, draftId, gameId, draftTeamId);
      return c.json({
        ok: true,
        pick: {
          id: pick.id,
          pick_number: pick.pickNumber,
          overall: pick.overall,
          round: pick.round,
          slot: pick.slot,
          game_id: pick.gameId,
          user_id: pick.userId,
          participant_id: pick.participantId,
          autopick: pick.autopick,
        },
      });
    }),
  );

  return router;
}

/**
 * POST /v1/functions/drafts-ensure {teamId, gameId} -> {draftId, id}: the team's open draft, or
 * a new one. Refusals keep their code; anything unexpected is `ensure_failed`.
 */
export function draftsEnsureHandler(deps: AppDeps) {
  return (c: Context) =>
    withDomainErrors(c, async () => {
      const ctx = await bearerContext(deps, c);
      const body = await jsonBody(c);
      const teamId = requiredString(body.teamId, 'teamId');
      let draftId: string;
      try {
        draftId = (await drafts.ensureDraft(ctx, teamId)).id;
      } catch (err) {
        if (err instanceof DomainError) throw err;
        deps.logger.error({ err, teamId }, 'drafts-ensure failed');
        return restError(c, 500, 'ensure_failed', 'Failed to ensure draft');
      }
      return c.json({ draftId, id: draftId });
    });
}
