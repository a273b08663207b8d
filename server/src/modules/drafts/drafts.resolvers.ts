import { Repeater } from 'graphql-yoga';
import type {
  Draft as GqlDraft,
  DraftGame as GqlDraftGame,
  DraftParticipant as GqlParticipant,
  DraftPick as GqlPick,
  Resolvers,
} from '../../generated/graphql.js';
import { isUnlimited, upcomingTurns, isFinalGame, UNNAMED_PERSON } from '@tiix/domain';
import { teamSeesScore } from '../billing/plan.js';
import type { GraphQLContext } from '../../context.js';
import { draftsDepsFrom } from './drafts.deps.js';
import { draftRoom, remainingMs, onClock, type DraftEventPayload } from './drafts.events.js';
import * as service from './drafts.service.js';
import type {
  DraftAccess,
  DraftGameRow,
  DraftsContext,
  ParticipantRecord,
  PickRecord,
} from './drafts.service.js';
import { usersInRoom } from '../../realtime/presence.js';
import { enterDraftRoom } from './drafts.stream.js';
import { leasedEvents } from '../../realtime/streams.js';

const ctxOf = (ctx: GraphQLContext): DraftsContext => ({
  db: ctx.db,
  auth: ctx.auth,
  deps: draftsDepsFrom(ctx.deps),
});

/**
 * A draft as the resolvers pass it around: the row, its team and the caller's access, plus
 * per-request caches so that participants and games are read once however many fields ask.
 * Codegen has no mappers, so the casts below are the one place this shortcut lives.
 */
interface DraftNode {
  view: DraftAccess;
  participants?: Promise<GqlParticipant[]>;
  games?: Promise<DraftGameRow[]>;
  picks?: Promise<PickRecord[]>;
}
const asGql = (view: DraftAccess): GqlDraft =>
  ({ ...view.draft, view }) satisfies Omit<DraftNode, 'participants'> as unknown as GqlDraft;
const nodeOf = (draft: GqlDraft): DraftNode => draft as unknown as DraftNode;

function participantsOf(node: DraftNode, ctx: GraphQLContext): Promise<GqlParticipant[]> {
  node.participants ??= (async () => {
    const { draft } = node.view;
    const [rows, online, picks] = await Promise.all([
      service.participantsOf(ctx.db, draft),
      usersInRoom(ctx.db, draftRoom(draft.id)),
      picksOf(node, ctx),
    ]);
    const here = new Set(online);
    // Counted from the picks the room reads anyway (one statement fewer than counting in SQL).
    const counts = new Map<string, number>();
    for (const { participantId } of picks) {
      if (participantId) counts.set(participantId, (counts.get(participantId) ?? 0) + 1);
    }
    return rows.map((p) => toGqlParticipant(p, here.has(p.userId), counts.get(p.id) ?? 0));
  })();
  return node.participants;
}

function picksOf(node: DraftNode, ctx: GraphQLContext): Promise<PickRecord[]> {
  node.picks ??= service.listPicks(ctx.db, node.view.draft.id);
  return node.picks;
}

function toGqlParticipant(
  p: ParticipantRecord,
  online: boolean,
  pickCount: number,
): GqlParticipant {
  return {
    id: p.id,
    draftId: p.draftId,
    userId: p.userId,
    displayName: p.displayName,
    position: p.position,
    shares: p.shares,
    online,
    pickCount,
  };
}

function gamesOf(node: DraftNode, ctx: GraphQLContext): Promise<DraftGameRow[]> {
  const { draft } = node.view;
  node.games ??= service.listDraftGames(ctx.db, draft.id, draft.teamId, ctx.auth.userId);
  return node.games;
}

/** A game as the room lists it; the score stays hidden on the free plan (an Unlimited feature). */
export function toGqlDraftGame(row: DraftGameRow, scoreVisible = true): GqlDraftGame {
  const g = row.game;
  return {
    id: g.id,
    opponent: g.opponent,
    opponentAbbr: g.opponentAbbr,
    gameDate: g.gameDate,
    kickoffEpochMs: g.kickoffEpochMs,
    kickoffTz: g.kickoffTz,
    tzAbbr: g.tzAbbr,
    isHome: g.isHome,
    isPrimeTime: g.tvPrimeTime,
    tiixRank: scoreVisible ? g.tiixRank : null,
    tiixStars: scoreVisible ? g.tiixStars : null,
    myRank: row.myRank,
    owned: row.takenBy != null || row.pickedHere,
    takenBy: row.takenBy,
    locked: isFinalGame(g),
  };
}

function toGqlPick(
  pick: PickRecord,
  games: Map<string, DraftGameRow>,
  names: Map<string, string>,
  scoreVisible: boolean,
): GqlPick {
  const row = games.get(pick.gameId);
  return {
    ...pick,
    participantId: pick.participantId,
    displayName: (pick.participantId && names.get(pick.participantId)) || UNNAMED_PERSON,
    // A pick always has its game (the key cascades); the fallback only satisfies the type.
    game: row ? toGqlDraftGame(row, scoreVisible) : (undefined as unknown as GqlDraftGame),
  };
}

async function pickForCaller(ctx: GraphQLContext, result: service.PickResult): Promise<GqlPick> {
  const scoreVisible = await teamSeesScore(ctx.db, result.draft.teamId);
  const games = await service.listDraftGames(
    ctx.db,
    result.draft.id,
    result.draft.teamId,
    ctx.auth.userId,
  );
  return toGqlPick(
    result.pick,
    new Map(games.map((g) => [g.game.id, g])),
    new Map([[result.participant.id, result.participant.displayName]]),
    scoreVisible,
  );
}

/**
 * The draft's live events for a member of its team, as a GraphQL subscription (the draft room
 * reads the lean stream of `GET /api/drafts/{id}/events` instead; both carry the same events).
 * Membership and the caller's cap of open streams are checked when subscribing; while the
 * stream is open the caller counts as in the room, and leaving publishes who is left. It
 * completes when the server stops or the caller leaves the team (realtime/streams.ts).
 */
async function subscribeDraftEvents(ctx: GraphQLContext, draftId: string) {
  const dctx = ctxOf(ctx);
  // Refused here, before the stream opens: the caller gets a normal GraphQL error.
  const { draft, access } = await service.requireDraftMember(dctx, draftId);
  const lease = await dctx.deps.realtime.streams.open({
    userId: access.userId,
    kind: 'draft-subscription',
    teamId: draft.teamId,
  });
  const events = new Repeater<DraftEventPayload>(async (push, stop) => {
    const events = dctx.deps.realtime.subscribe('draft', draft.id);
    const room = await enterDraftRoom(dctx, draft.id, access.userId);
    void stop.then(async () => {
      await events.return();
      await room.leave();
    });
    // The subscriber's own presence event comes first: it also tells the client the stream is
    // live (published to the room on the member's first stream, else sent to this one only).
    void room.hello().then(
      (hello) => (hello ? push(hello) : undefined),
      () => undefined,
    );
    for await (const event of events) await push(event);
  });
  return leasedEvents(lease, events);
}

export const draftsResolvers: Resolvers = {
  Query: {
    draft: async (_p, args, ctx) => {
      const view = await service.getDraft(ctxOf(ctx), args.id);
      return view ? asGql(view) : null;
    },
    latestDraft: async (_p, args, ctx) => {
      const view = await service.latestDraftOfTeam(ctxOf(ctx), args.teamId);
      return view ? asGql(view) : null;
    },
    myLatestDraft: async (_p, _args, ctx) => {
      const view = await service.myLatestDraft(ctxOf(ctx));
      return view ? asGql(view) : null;
    },
  },
  Mutation: {
    createDraft: async (_p, args, ctx) => asGql(await service.createDraft(ctxOf(ctx), args.teamId)),
    createAndStartDraft: async (_p, args, ctx) =>
      asGql(await service.createAndStartDraft(ctxOf(ctx), args.teamId)),
    updateDraftSetup: async (_p, args, ctx) =>
      asGql(await service.updateDraftSetup(ctxOf(ctx), args.draftId, args.input)),
    setDraftOrder: async (_p, args, ctx) =>
      asGql(await service.setDraftOrder(ctxOf(ctx), args.draftId, args.participantIds)),
    randomizeDraftOrder: async (_p, args, ctx) =>
      asGql(await service.randomizeDraftOrder(ctxOf(ctx), args.draftId)),
    setDraftShares: async (_p, args, ctx) =>
      asGql(
        await service.setDraftShares(ctxOf(ctx), args.draftId, args.participantId, args.shares),
      ),
    draftAction: async (_p, args, ctx) =>
      asGql(await service.draftAction(ctxOf(ctx), args.draftId, args.action)),
    startDraft: async (_p, args, ctx) =>
      asGql(await service.draftAction(ctxOf(ctx), args.draftId, 'start')),
    completeDraft: async (_p, args, ctx) =>
      asGql(await service.draftAction(ctxOf(ctx), args.draftId, 'complete')),
    setDraftMode: async (_p, args, ctx) =>
      asGql(await service.setDraftMode(ctxOf(ctx), args.draftId, args.mode)),
    makePick: async (_p, args, ctx) =>
      pickForCaller(
        ctx,
        await service.makePick(ctxOf(ctx), args.draftId, args.gameId, args.participantId),
      ),
    autopickNext: async (_p, args, ctx) => {
      const result = await service.autopickNext(ctxOf(ctx), args.draftId);
      return result ? pickForCaller(ctx, result) : null;
    },
    undoLastPick: async (_p, args, ctx) =>
      asGql(await service.undoLastPick(ctxOf(ctx), args.draftId)),
    finishDraftNow: async (_p, args, ctx) =>
      asGql(await service.finishDraftNow(ctxOf(ctx), args.draftId)),
  },
  Subscription: {
    draftEvents: {
      subscribe: (_p, args, ctx) => subscribeDraftEvents(ctx, args.draftId),
      resolve: (payload: DraftEventPayload) => payload,
    },
  },
  Draft: {
    participants: (draft, _a, ctx) => participantsOf(nodeOf(draft), ctx),
    onClock: async (draft, _a, ctx) => {
      const node = nodeOf(draft);
      const participants = await participantsOf(node, ctx);
      const rows = participants.map((p) => ({ ...p, email: null, createdAt: new Date() }));
      const current = onClock(node.view.draft, rows);
      return current ? (participants.find((p) => p.id === current.id) ?? null) : null;
    },
    totalPicks: (draft, _a, ctx) => service.totalPicksOf(ctx.db, nodeOf(draft).view.draft),
    pickDeadline: (draft) => nodeOf(draft).view.draft.pickDeadline,
    remainingMs: (draft) => remainingMs(nodeOf(draft).view.draft, new Date()),
    serverNow: () => new Date(),
    viewerIsOwner: (draft, _a, ctx) =>
      ctx.auth.userId != null && nodeOf(draft).view.draft.ownerUserId === ctx.auth.userId,
    myParticipantId: async (draft, _a, ctx) =>
      (await participantsOf(nodeOf(draft), ctx)).find((p) => p.userId === ctx.auth.userId)?.id ??
      null,
    teamName: (draft) => nodeOf(draft).view.team.name,
    realTeamName: (draft) => nodeOf(draft).view.team.teamName,
    games: async (draft, _a, ctx) => {
      const node = nodeOf(draft);
      const scoreVisible = isUnlimited(node.view.team);
      return (await gamesOf(node, ctx)).map((row) => toGqlDraftGame(row, scoreVisible));
    },
    upcomingTurns: async (draft, args, ctx) => {
      const node = nodeOf(draft);
      const d = node.view.draft;
      const participants = await participantsOf(node, ctx);
      const total = await service.totalPicksOf(ctx.db, d);
      const count = Math.max(0, Math.min(args.count ?? 10, 100));
      return upcomingTurns(participants, d, d.currentOverall, total, count).map((t) => ({
        overall: t.overall,
        round: t.round,
        slot: t.slot,
        participantId: t.participant.id,
      }));
    },
    picks: async (draft, _a, ctx) => {
      const node = nodeOf(draft);
      const [picks, games, participants] = await Promise.all([
        picksOf(node, ctx),
        gamesOf(node, ctx),
        participantsOf(node, ctx),
      ]);
      const byGame = new Map(games.map((g) => [g.game.id, g]));
      const names = new Map(participants.map((p) => [p.id, p.displayName]));
      return picks.map((p) => toGqlPick(p, byGame, names, isUnlimited(node.view.team)));
    },
  },
};
