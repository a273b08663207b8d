import { Repeater } from 'graphql-yoga';
import type {
  Draft as GqlDraft,
  DraftGame as GqlDraftGame,
  DraftParticipant as GqlParticipant,
  DraftPick as GqlPick,
  Resolvers,
} from '../../generated/graphql.js';
import { upcomingTurns, isFinalGame, UNNAMED_PERSON } from '@tiix/domain';
import { selectsAnyField } from '../../graphql/selection.js';
import { teamSeesScore } from '../billing/plan.js';
import type { GraphQLContext } from '../../context.js';
import { draftsDepsFrom } from './drafts.deps.js';
import { remainingMs, onClock, type DraftEventPayload } from './drafts.events.js';
import * as service from './drafts.service.js';
import type {
  DraftAccess,
  DraftGameRow,
  DraftRoom,
  DraftsContext,
  ParticipantRecord,
  PickRecord,
} from './drafts.service.js';
import { enterDraftRoom } from './drafts.stream.js';
import { leasedEvents } from '../../realtime/streams.js';

const ctxOf = (ctx: GraphQLContext): DraftsContext => ({
  db: ctx.db,
  auth: ctx.auth,
  deps: draftsDepsFrom(ctx.deps),
});

/**
 * A draft as the resolvers pass it around: the row, its team and the caller's access (with the
 * room when the query read it with the draft), plus per-request caches so that the room and the
 * participants are read and shaped once however many fields ask. Codegen has no mappers, so the
 * casts below are the one place this shortcut lives.
 */
interface DraftNode {
  view: DraftAccess;
  room?: Promise<DraftRoom>;
  participants?: Promise<GqlParticipant[]>;
}
const asGql = (view: DraftAccess): GqlDraft =>
  ({ ...view.draft, view }) satisfies Omit<DraftNode, 'participants'> as unknown as GqlDraft;
const nodeOf = (draft: GqlDraft): DraftNode => draft as unknown as DraftNode;

/**
 * The Draft fields that show the room: a `draft` query asking for any of them reads the room
 * with the draft, in one statement.
 */
const ROOM_FIELDS = [
  'participants',
  'onClock',
  'totalPicks',
  'myParticipantId',
  'games',
  'upcomingTurns',
  'picks',
] as const;

function roomOf(node: DraftNode, ctx: GraphQLContext): Promise<DraftRoom> {
  node.room ??= service.roomOf(ctxOf(ctx), node.view);
  return node.room;
}

function participantsOf(node: DraftNode, ctx: GraphQLContext): Promise<GqlParticipant[]> {
  node.participants ??= roomOf(node, ctx).then(({ participants, online, picks }) => {
    const here = new Set(online);
    // Counted from the picks the room reads anyway.
    const counts = new Map<string, number>();
    for (const { participantId } of picks) {
      if (participantId) counts.set(participantId, (counts.get(participantId) ?? 0) + 1);
    }
    return participants.map((p) => toGqlParticipant(p, here.has(p.userId), counts.get(p.id) ?? 0));
  });
  return node.participants;
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

/**
 * A picked game as a pick's answer shows it (the room's games come shaped by its statement,
 * `findDraftRoom`); the score stays hidden on the free plan (an Unlimited feature).
 */
function toGqlDraftGame(row: DraftGameRow, scoreVisible = true): GqlDraftGame {
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

/** A pick with its holder's name and its game (`game` as the read shows it). */
function toGqlPick(
  pick: PickRecord,
  game: GqlDraftGame | undefined,
  names: Map<string, string>,
): GqlPick {
  return {
    ...pick,
    participantId: pick.participantId,
    displayName: (pick.participantId && names.get(pick.participantId)) || UNNAMED_PERSON,
    // A pick always has its game (the key cascades); the fallback only satisfies the type.
    game: game ?? (undefined as unknown as GqlDraftGame),
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
  const row = games.find((g) => g.game.id === result.pick.gameId);
  return toGqlPick(
    result.pick,
    row && toGqlDraftGame(row, scoreVisible),
    new Map([[result.participant.id, result.participant.displayName]]),
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
    draft: async (_p, args, ctx, info) => {
      // With the room's fields: the room in the same statement as the draft.
      const withRoom = selectsAnyField(info, ROOM_FIELDS);
      const view = await service.getDraft(ctxOf(ctx), args.id, withRoom);
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
      const current = onClock(node.view.draft, (await roomOf(node, ctx)).participants);
      if (!current) return null;
      return (await participantsOf(node, ctx)).find((p) => p.id === current.id) ?? null;
    },
    totalPicks: async (draft, _a, ctx) => (await roomOf(nodeOf(draft), ctx)).totalPicks,
    pickDeadline: (draft) => nodeOf(draft).view.draft.pickDeadline,
    remainingMs: (draft) => remainingMs(nodeOf(draft).view.draft, new Date()),
    serverNow: () => new Date(),
    viewerIsOwner: (draft, _a, ctx) =>
      ctx.auth.userId != null && nodeOf(draft).view.draft.ownerUserId === ctx.auth.userId,
    myParticipantId: async (draft, _a, ctx) =>
      (await roomOf(nodeOf(draft), ctx)).participants.find((p) => p.userId === ctx.auth.userId)
        ?.id ?? null,
    teamName: (draft) => nodeOf(draft).view.team.name,
    realTeamName: (draft) => nodeOf(draft).view.team.teamName,
    // As the service shaped them (the API's shape, the plan applied): served as they come.
    games: async (draft, _a, ctx) => (await roomOf(nodeOf(draft), ctx)).games,
    upcomingTurns: async (draft, args, ctx) => {
      const node = nodeOf(draft);
      const d = node.view.draft;
      const { participants, totalPicks } = await roomOf(node, ctx);
      const count = Math.max(0, Math.min(args.count ?? 10, 100));
      return upcomingTurns(participants, d, d.currentOverall, totalPicks, count).map((t) => ({
        overall: t.overall,
        round: t.round,
        slot: t.slot,
        participantId: t.participant.id,
      }));
    },
    picks: async (draft, _a, ctx) => {
      const { picks, games, participants } = await roomOf(nodeOf(draft), ctx);
      const byGame = new Map(games.map((g) => [g.id, g]));
      const names = new Map(participants.map((p) => [p.id, p.displayName]));
      return picks.map((p) => toGqlPick(p, byGame.get(p.gameId), names));
    },
  },
};
