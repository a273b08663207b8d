import { http, HttpResponse } from 'msw';
import { draftTurns, isFinalGame, plannedPicks, roundsForAllGames } from '@tiix/domain';
import * as sample from '../fixtures/sample';
import {
  iso,
  MOCK_DRAFT_ID,
  MOCK_TEAM_ID,
  MOCK_USER_ID,
  type SamplePick,
} from '../fixtures/sample';
import { addResolvers, graphqlHandler } from './schema';
import { byScore, mockRankingsBackend, mockTeamsBackend, nextId } from './teams';

export { MOCK_DRAFT_ID, type MockDraftOptions } from '../fixtures/sample';
/** The sample member who picks first in the sample draft. */
export const MOCK_MEMBER_ID = sample.MOCK_FRIEND_ID;
type Draft = ReturnType<typeof sample.sampleDraft>;

type Listener = (event: object) => void;
const games = (): sample.SampleGame[] =>
  (mockTeamsBackend.teams.get(MOCK_TEAM_ID)?.games ?? []).filter((g) => g.isHome);
const pickable = () => games().filter((g) => !isFinalGame(g));

/** The sample draft of the sample team, its live stream and its clock; `reset()` between tests. */
export const mockDraftBackend = {
  draft: sample.sampleDraft({}),
  viewerUserId: MOCK_USER_ID,
  othersPickAfterMs: 4000 as number | null,
  listeners: new Set<Listener>(),
  online: new Set<string>(),
  timer: null as ReturnType<typeof setInterval> | null,

  reset(options: sample.MockDraftOptions = {}) {
    this.viewerUserId = options.viewerUserId ?? MOCK_USER_ID;
    this.othersPickAfterMs =
      options.othersPickAfterMs === undefined ? 4000 : options.othersPickAfterMs;
    this.online = new Set([MOCK_MEMBER_ID]);
    for (const game of games()) game.assignedTo = null;
    this.draft = sample.sampleDraft(options);
    const running = this.draft.state === 'active' || this.draft.state === 'paused';
    for (let i = 0; i < (options.madePicks ?? (running ? 1 : 0)); i += 1)
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
    const d = this.draft;
    const turn =
      d.state === 'active' || d.state === 'paused' ? this.turns()[d.picks.length] : undefined;
    return d.participants.find((p) => p.id === turn?.participantId) ?? null;
  },

  /** Records the next turn's pick of the game and tells the room, as the server does once taken. */
  pick(gameId: string, ..._by: unknown[]) {
    return this.record(gameId, false, Date.now());
  },

  record(gameId: string, autopick: boolean, at: number) {
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

  byId(participantId: string) {
    return this.draft.participants.find((p) => p.id === participantId)!;
  },

  /** The next open game by the sample's order (best score first) for whoever is on the clock. */
  autopick(at = Date.now()) {
    const taken = new Set(this.draft.picks.map((p) => p.gameId));
    const game = pickable()
      .sort(byScore)
      .find((g) => !taken.has(g.id));
    return game && this.onClock() ? this.record(game.id, true, at) : null;
  },

  /** The sample's clock: when time runs out, or the others' turn is up, the next game is taken. */
  tick(now = Date.now()) {
    const d = this.draft;
    const onClock = this.onClock();
    if (d.state !== 'active' || d.pickStartedAt == null || !onClock) return;
    const waited = now - d.pickStartedAt;
    const others =
      this.othersPickAfterMs != null &&
      onClock.userId !== this.viewerUserId &&
      waited >= this.othersPickAfterMs;
    if (waited >= d.pickClockSec * 1000 || others || (d.mode === 'auto' && waited >= d.autoDelayMs))
      this.autopick();
  },

  remainingMs(now = Date.now()) {
    const d = this.draft;
    if (d.state === 'paused') return d.pausedRemainingMs;
    return d.state === 'active' && d.pickStartedAt != null
      ? Math.max(0, d.pickStartedAt + d.pickClockSec * 1000 - now)
      : null;
  },

  game(game: sample.SampleGame) {
    const pick = this.draft.picks.find((p) => p.gameId === game.id);
    // The sample ranks are the sample member's own.
    const mine = this.viewerUserId === MOCK_USER_ID;
    const myRank = (mine && mockRankingsBackend.of(MOCK_TEAM_ID).get(game.id)) || null;
    const takenBy = pick ? this.byId(pick.participantId).userId : null;
    return { ...game, myRank, owned: !!pick, takenBy, locked: isFinalGame(game) };
  },

  participant(p: Draft['participants'][number]) {
    const online = this.online.has(p.userId) || p.userId === this.viewerUserId;
    const pickCount = this.draft.picks.filter((x) => x.participantId === p.id).length;
    return { ...p, draftId: this.draft.id, online, pickCount };
  },

  /** The draft as the room reads it, for the signed-in viewer. */
  room() {
    const d = this.draft;
    const team = mockTeamsBackend.teams.get(d.teamId);
    const onClock = this.onClock();
    return {
      ...d,
      teamName: team?.name ?? 'Demo Crew',
      realTeamName: team?.teamName ?? 'Dallas Cowboys',
      status: d.state === 'complete' ? 'completed' : d.startedAt ? 'active' : 'pending',
      currentOverall: d.picks.length,
      totalPicks: this.totalPicks(),
      pickStartedAt: d.pickStartedAt != null ? iso(d.pickStartedAt) : null,
      pickDeadline:
        d.state === 'active' && d.pickStartedAt != null
          ? iso(d.pickStartedAt + d.pickClockSec * 1000)
          : null,
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
      picks: d.picks.map((p, i) => this.pickView(p, i + 1)),
      upcomingTurns: ({ count }: { count: number }) =>
        d.state === 'complete' ? [] : this.turns().slice(d.picks.length, d.picks.length + count),
    };
  },

  pickView(pick: SamplePick, pickNumber: number) {
    const game = games().find((g) => g.id === pick.gameId)!;
    const { userId, displayName } = this.byId(pick.participantId);
    const { opponent, gameDate } = game;
    const fields = { draftId: this.draft.id, pickNumber, userId, displayName, opponent, gameDate };
    return { ...pick, ...fields, game: this.game(game) };
  },

  /** Publishes an event to every open stream, shaped like the server's `DraftEvent` JSON. */
  emit(type: string, pick?: SamplePick) {
    const room = this.room();
    const { id: draftId, state, status, mode, currentOverall, pickStartedAt, pickDeadline } = room;
    const event = {
      ...{ type, draftId, at: iso(), state, status, mode, currentOverall, pickStartedAt },
      ...{
        pickDeadline,
        remainingMs: room.remainingMs,
        onClockParticipantId: room.onClock?.id ?? null,
      },
      pick: pick
        ? this.pickView(pick, this.draft.picks.indexOf(pick) + 1 || room.picks.length + 1)
        : null,
      onlineUserIds: [...new Set([...this.online, this.viewerUserId])],
    };
    for (const listener of this.listeners) listener(event);
  },

  /** Runs the clock while someone is in the room. */
  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    this.timer ??= setInterval(() => this.tick(), 1000);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
  },
};
mockDraftBackend.reset();

/** Applies a setup change and tells the room. */
function setup(change: (d: Draft) => void) {
  change(mockDraftBackend.draft);
  mockDraftBackend.emit('setup_changed');
  return mockDraftBackend.room();
}

const NEXT_STATE: Record<string, sample.DraftState> = {
  lock_setup: 'setup_locked',
  start: 'active',
  pause: 'paused',
  resume: 'active',
  complete: 'complete',
};

addResolvers({
  draft: ({ id }) => {
    if (id !== mockDraftBackend.draft.id) return null;
    mockDraftBackend.tick();
    return mockDraftBackend.room();
  },
  latestDraft: ({ teamId }) =>
    teamId === mockDraftBackend.draft.teamId ? mockDraftBackend.room() : null,
  createDraft: ({ teamId }) => {
    mockTeamsBackend.get(teamId);
    mockDraftBackend.reset({ state: 'setup_open', madePicks: 0 });
    return mockDraftBackend.room();
  },
  updateDraftSetup: ({ input }) =>
    setup((d) => {
      Object.assign(
        d,
        Object.fromEntries(
          Object.entries(input).filter(([k, v]) => v != null && k !== 'fillAllGames'),
        ),
      );
      if (input.fillAllGames) d.rounds = roundsForAllGames(d.participants, d, pickable().length);
    }),
  setDraftOrder: ({ participantIds }) =>
    setup((d) => {
      d.participants = d.participants.map((p) => ({
        ...p,
        position: participantIds.indexOf(p.id) + 1 || p.position,
      }));
    }),
  // Deterministic for tests: the order rotates by one.
  randomizeDraftOrder: () =>
    setup((d) => {
      d.participants = d.participants.map((p) => ({
        ...p,
        position: (p.position % d.participants.length) + 1,
      }));
    }),
  setDraftShares: ({ participantId, shares }) =>
    setup((d) => {
      d.participants = d.participants.map((p) => (p.id === participantId ? { ...p, shares } : p));
    }),
  draftAction: ({ action }) => {
    const d = mockDraftBackend.draft;
    const state = NEXT_STATE[action as string]!;
    if (state === 'paused') d.pausedRemainingMs = mockDraftBackend.remainingMs();
    if (state === 'active')
      d.pickStartedAt =
        Date.now() -
        (d.state === 'paused' ? d.pickClockSec * 1000 - (d.pausedRemainingMs ?? 0) : 0);
    if (action === 'start') d.startedAt = iso();
    if (state === 'complete') Object.assign(d, { completedAt: iso(), pickStartedAt: null });
    d.state = state;
    mockDraftBackend.emit('state_changed');
    if (state === 'active') mockDraftBackend.emit('clock_started');
    return mockDraftBackend.room();
  },
  setDraftMode: ({ mode }) => {
    mockDraftBackend.draft.mode = mode;
    mockDraftBackend.emit('mode_changed');
    return mockDraftBackend.room();
  },
  makePick: ({ gameId }) => {
    const pick = mockDraftBackend.pick(gameId);
    return mockDraftBackend.pickView(pick, mockDraftBackend.draft.picks.length);
  },
  autopickNext: () => {
    const pick = mockDraftBackend.autopick();
    return pick && mockDraftBackend.pickView(pick, mockDraftBackend.draft.picks.length);
  },
  undoLastPick: () => {
    const d = mockDraftBackend.draft;
    const last = d.picks.pop();
    if (last) {
      games().find((g) => g.id === last.gameId)!.assignedTo = null;
      d.pickStartedAt = Date.now();
      mockDraftBackend.emit('pick_undone', last);
      mockDraftBackend.emit('clock_started');
    }
    return mockDraftBackend.room();
  },
  finishDraftNow: () => {
    mockDraftBackend.draft.state = 'active';
    while (mockDraftBackend.draft.state === 'active' && mockDraftBackend.autopick());
    return mockDraftBackend.room();
  },
});

const encoder = new TextEncoder();

export const draftsHandlers = [
  graphqlHandler,
  /** The room's live stream as the server sends it: an opening comment, then one `data:` line per event. */
  http.get('*/api/drafts/:draftId/events', ({ params }) => {
    if (params.draftId !== mockDraftBackend.draft.id)
      return HttpResponse.json(
        { ok: false, error: 'not_found', message: 'Draft not found' },
        { status: 404 },
      );
    let stop = () => {};
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(': open\n\n'));
        stop = mockDraftBackend.listen((event) =>
          controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`)),
        );
        // Opening the stream marks the caller present; everyone (this stream too) hears it.
        queueMicrotask(() => mockDraftBackend.emit('presence'));
      },
      cancel: () => stop(),
    });
    return new HttpResponse(stream, {
      headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
    });
  }),
  http.post('*/v1/functions/drafts-ensure', async ({ request }) => {
    const body = (await request.json()) as { teamId?: string };
    if (body.teamId !== MOCK_TEAM_ID)
      return HttpResponse.json(
        { ok: false, error: 'ensure_failed', message: 'Failed to ensure draft' },
        { status: 404 },
      );
    if (mockDraftBackend.draft.state === 'complete')
      mockDraftBackend.reset({ state: 'setup_open', madePicks: 0 });
    return HttpResponse.json({ draftId: MOCK_DRAFT_ID, id: MOCK_DRAFT_ID });
  }),
];
