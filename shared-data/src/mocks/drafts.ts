import { http, HttpResponse } from 'msw';
import { draftTurns, isFinalGame, plannedPicks, roundsForAllGames } from '@tiix/domain';
import * as sample from '../fixtures/sample';
import { iso, MOCK_DRAFT_ID, MOCK_TEAM_ID, MOCK_USER_ID } from '../fixtures/sample';
import type { SampleGame, SamplePick } from '../fixtures/sample';
import { addResolvers, eventStream, failure, Feed, graphqlHandler } from './schema';
import { mockRankingsBackend, mockTeamsBackend, nextId } from './teams';

export { MOCK_DRAFT_ID, type MockDraftOptions } from '../fixtures/sample';
/** The sample member who picks first in the sample draft. */
export const MOCK_MEMBER_ID = sample.MOCK_FRIEND_ID;
type Draft = ReturnType<typeof sample.sampleDraft>;

const games = () => (mockTeamsBackend.teams.get(MOCK_TEAM_ID)?.games ?? []).filter((g) => g.isHome);
const pickable = () => games().filter((g) => !isFinalGame(g));
const running = (d: Draft) => d.state === 'active' || d.state === 'paused';

/**
 * The sample draft of the sample team and its live stream; `reset()` between tests. No clock
 * runs: the draft stays as it is until a mutation, or a test's `pick`, changes it.
 */
export const mockDraftBackend = {
  draft: sample.sampleDraft({}),
  viewerUserId: MOCK_USER_ID,
  online: new Set<string>(),
  feed: new Feed<object>(),

  reset(options: sample.MockDraftOptions = {}) {
    this.viewerUserId = options.viewerUserId ?? MOCK_USER_ID;
    this.online = new Set([MOCK_MEMBER_ID]);
    for (const game of games()) game.assignedTo = null;
    this.draft = sample.sampleDraft(options);
    for (let i = 0; i < (options.madePicks ?? (running(this.draft) ? 1 : 0)); i += 1)
      this.autopick(Date.now() - 30_000);
  },

  totalPicks(): number {
    return Math.min(plannedPicks(this.draft.participants, this.draft), pickable().length);
  },

  turns() {
    const d = this.draft;
    return draftTurns(d.participants, d.pickOrder, d.rounds, d.picksPerRound, this.totalPicks());
  },

  onClock() {
    const turn = running(this.draft) ? this.turns()[this.draft.picks.length] : undefined;
    return this.draft.participants.find((p) => p.id === turn?.participantId) ?? null;
  },

  byId(participantId: string) {
    return this.draft.participants.find((p) => p.id === participantId)!;
  },

  /** Whoever is on the clock takes the game, and the room hears it, as once the server took it. */
  pick(gameId: string, autopick = false, at = Date.now()): SamplePick {
    const d = this.draft;
    const pick = { ...this.turns()[d.picks.length]!, id: nextId('pick'), gameId, autopick };
    d.picks.push({ ...pick, createdAt: iso(at) });
    games().find((g) => g.id === gameId)!.assignedTo = this.byId(pick.participantId).userId;
    d.pickStartedAt = Date.now();
    if (d.picks.length >= this.totalPicks())
      Object.assign(d, { state: 'complete', completedAt: iso(), pickStartedAt: null });
    this.emit('pick_made', d.picks.at(-1));
    if (d.state === 'complete') this.emit('state_changed');
    return d.picks.at(-1)!;
  },

  /** The next open game in the sample's order (its scores'), for whoever is on the clock. */
  autopick(at = Date.now()) {
    const taken = new Set(this.draft.picks.map((p) => p.gameId));
    const gameId = sample.gamesByScore(MOCK_TEAM_ID).find((id) => !taken.has(id));
    return gameId && this.onClock() ? this.pick(gameId, true, at) : null;
  },

  remainingMs(now = Date.now()) {
    const d = this.draft;
    if (d.state === 'paused') return d.pausedRemainingMs;
    return d.state === 'active' && d.pickStartedAt != null
      ? Math.max(0, d.pickStartedAt + d.pickClockSec * 1000 - now)
      : null;
  },

  game(game: SampleGame) {
    const pick = this.draft.picks.find((p) => p.gameId === game.id);
    // The sample ranks are the sample member's own.
    const mine = this.viewerUserId === MOCK_USER_ID;
    const myRank = (mine && mockRankingsBackend.of(MOCK_TEAM_ID).get(game.id)) || null;
    const takenBy = pick ? this.byId(pick.participantId).userId : null;
    return { ...game, myRank, owned: !!pick, takenBy, locked: isFinalGame(game) };
  },

  participant(p: Participant) {
    const online = this.online.has(p.userId) || p.userId === this.viewerUserId;
    const pickCount = this.draft.picks.filter((x) => x.participantId === p.id).length;
    return { ...p, draftId: this.draft.id, online, pickCount };
  },

  /** The draft as the room reads it, for the signed-in viewer. */
  room() {
    const d = this.draft;
    const team = mockTeamsBackend.teams.get(d.teamId);
    const onClock = this.onClock();
    const deadline = d.state === 'active' && d.pickStartedAt != null;
    return {
      ...d,
      teamName: team?.name ?? 'Demo Crew',
      realTeamName: team?.teamName ?? 'Dallas Cowboys',
      status: d.state === 'complete' ? 'completed' : d.startedAt ? 'active' : 'pending',
      currentOverall: d.picks.length,
      totalPicks: this.totalPicks(),
      pickStartedAt: d.pickStartedAt != null ? iso(d.pickStartedAt) : null,
      pickDeadline: deadline ? iso(d.pickStartedAt! + d.pickClockSec * 1000) : null,
      remainingMs: this.remainingMs(),
      serverNow: iso(),
      updatedAt: iso(),
      viewerIsOwner: d.ownerUserId === this.viewerUserId,
      myParticipantId: d.participants.find((p) => p.userId === this.viewerUserId)?.id ?? null,
      participants: [...d.participants]
        .sort((a, b) => a.position - b.position)
        .map((p) => this.participant(p)),
      onClock: onClock ? this.participant(onClock) : null,
      games: games().map((g) => this.game(g)),
      picks: d.picks.map((p) => this.pickView(p)),
      upcomingTurns: ({ count }: { count: number }) =>
        d.state === 'complete' ? [] : this.turns().slice(d.picks.length, d.picks.length + count),
    };
  },

  /** A pick as the room reads it (one undone numbered as the next). */
  pickView(pick: SamplePick) {
    const pickNumber = this.draft.picks.indexOf(pick) + 1 || this.draft.picks.length + 1;
    const game = games().find((g) => g.id === pick.gameId)!;
    const { userId, displayName } = this.byId(pick.participantId);
    const { opponent, gameDate } = game;
    const fields = { draftId: this.draft.id, pickNumber, userId, displayName, opponent, gameDate };
    return { ...pick, ...fields, game: this.game(game) };
  },

  /** Publishes an event to every open stream, shaped like the server's `DraftEvent` JSON. */
  emit(type: string, pick?: SamplePick) {
    const { id: draftId, state, status, mode, currentOverall, onClock, ...room } = this.room();
    const { pickStartedAt, pickDeadline, remainingMs } = room;
    this.feed.publish({
      ...{ type, draftId, at: iso(), state, status, mode, currentOverall, pickStartedAt },
      ...{ pickDeadline, remainingMs, onClockParticipantId: onClock?.id ?? null },
      pick: pick ? this.pickView(pick) : null,
      onlineUserIds: [...new Set([...this.online, this.viewerUserId])],
    });
  },
};
mockDraftBackend.reset();

/** Applies a change, tells the room (`event`) and answers the room. */
function change(event: string, apply: (d: Draft) => void) {
  apply(mockDraftBackend.draft);
  mockDraftBackend.emit(event);
  return mockDraftBackend.room();
}
const setup = (apply: (d: Draft) => void) => change('setup_changed', apply);
type Participant = Draft['participants'][number];
/** Changes each participant's place or shares (`update`, given how many there are). */
const participants = (update: (p: Participant, count: number) => Partial<Participant>) =>
  setup((d) => {
    d.participants = d.participants.map((p) => ({ ...p, ...update(p, d.participants.length) }));
  });
const pickAnswer = (pick: SamplePick | null) => pick && mockDraftBackend.pickView(pick);

const NEXT_STATE: Record<string, sample.DraftState> = {
  lock_setup: 'setup_locked',
  start: 'active',
  pause: 'paused',
  resume: 'active',
  complete: 'complete',
};

addResolvers({
  draft: ({ id }) => (id === mockDraftBackend.draft.id ? mockDraftBackend.room() : null),
  latestDraft: ({ teamId }) =>
    teamId === mockDraftBackend.draft.teamId ? mockDraftBackend.room() : null,
  createDraft: ({ teamId }) => {
    mockTeamsBackend.get(teamId);
    mockDraftBackend.reset({ state: 'setup_open', madePicks: 0 });
    return mockDraftBackend.room();
  },
  updateDraftSetup: ({ input: { fillAllGames, ...input } }) =>
    setup((d) => {
      Object.assign(d, Object.fromEntries(Object.entries(input).filter(([, v]) => v != null)));
      if (fillAllGames) d.rounds = roundsForAllGames(d.participants, d, pickable().length);
    }),
  setDraftOrder: ({ participantIds: ids }) =>
    participants((p) => ({ position: ids.indexOf(p.id) + 1 || p.position })),
  // Deterministic for tests: the order rotates by one.
  randomizeDraftOrder: () => participants((p, count) => ({ position: (p.position % count) + 1 })),
  setDraftShares: ({ participantId, shares }) =>
    participants((p) => (p.id === participantId ? { shares } : {})),
  draftAction: ({ action }) =>
    change('state_changed', (d) => {
      const state = NEXT_STATE[action as string]!;
      if (state === 'paused') d.pausedRemainingMs = mockDraftBackend.remainingMs();
      if (state === 'active') d.pickStartedAt = Date.now();
      if (action === 'start') d.startedAt = iso();
      if (state === 'complete') Object.assign(d, { completedAt: iso(), pickStartedAt: null });
      d.state = state;
    }),
  setDraftMode: ({ mode }) => change('mode_changed', (d) => Object.assign(d, { mode })),
  makePick: ({ gameId }) => pickAnswer(mockDraftBackend.pick(gameId)),
  autopickNext: () => pickAnswer(mockDraftBackend.autopick()),
  undoLastPick: () => {
    const d = mockDraftBackend.draft;
    const last = d.picks.pop();
    if (!last) return mockDraftBackend.room();
    games().find((g) => g.id === last.gameId)!.assignedTo = null;
    d.pickStartedAt = Date.now();
    mockDraftBackend.emit('pick_undone', last);
    return mockDraftBackend.room();
  },
  finishDraftNow: () => {
    mockDraftBackend.draft.state = 'active';
    while (mockDraftBackend.draft.state === 'active' && mockDraftBackend.autopick());
    return mockDraftBackend.room();
  },
});

export const draftsHandlers = [
  graphqlHandler,
  /** The room's live stream as the server sends it: an opening comment, then one line per event. */
  http.get('*/api/drafts/:draftId/events', ({ params }) => {
    if (params.draftId !== mockDraftBackend.draft.id)
      return failure(404, 'not_found', 'Draft not found');
    const events = mockDraftBackend.feed.stream((event) => event);
    // Opening the stream marks the caller present; everyone (this stream too) hears it.
    queueMicrotask(() => mockDraftBackend.emit('presence'));
    return eventStream(events, ': open\n\n');
  }),
  http.post('*/v1/functions/drafts-ensure', async ({ request }) => {
    const body = (await request.json()) as { teamId?: string };
    if (body.teamId !== MOCK_TEAM_ID)
      return failure(404, 'ensure_failed', 'Failed to ensure draft');
    return HttpResponse.json({ draftId: MOCK_DRAFT_ID, id: MOCK_DRAFT_ID });
  }),
];
