import { graphql, HttpResponse } from 'msw';
import { PLAN_FEATURE_MESSAGES, UNNAMED_PERSON } from '@tiix/domain';
import { MOCK_FRIEND_ID, MOCK_TEAM_ID, MOCK_USER_ID } from './teams';

/**
 * Game swaps and 'up for grabs' on the mock backend (mf-teams' swaps inbox and season board):
 * the demo team as an Unlimited team whose season is already drafted, with the server's
 * operation names, shapes, rules and messages.
 */

const THIRD_ID = '00000000-0000-4000-8000-000000000003';
const DAY_MS = 86_400_000;

type SwapStatus =
  'proposed' | 'accepted' | 'declined' | 'cancelled' | 'countered' | 'expired' | 'void';
type GrabStatus = 'open' | 'taken' | 'withdrawn' | 'expired' | 'void';

interface MockGame {
  id: string;
  opponent: string;
  gameDate: string;
  isHome: boolean;
  holderId: string;
}

interface MockSwap {
  id: string;
  status: SwapStatus;
  proposerId: string;
  receiverId: string;
  proposerGameIds: string[];
  receiverGameIds: string[];
  moneyCents: number | null;
  moneyPayer: 'proposer' | 'receiver' | null;
  message: string | null;
  voidReason: string | null;
  createdAt: string;
  decidedAt: string | null;
  counterOfId: string | null;
}

interface MockGrab {
  id: string;
  gameId: string;
  holderId: string;
  priceCents: number | null;
  note: string | null;
  status: GrabStatus;
  takerId: string | null;
  createdAt: string;
}

interface SwapTerms {
  giveGameIds: string[];
  takeGameIds: string[];
  moneyCents?: number | null;
  moneyFrom?: 'me' | 'them' | null;
  message?: string | null;
}

const NAMES: Record<string, string> = {
  [MOCK_USER_ID]: 'Demo Fan',
  [MOCK_FRIEND_ID]: 'Sam Friend',
  [THIRD_ID]: 'Alex Rivera',
};
const CHANGED_HANDS = 'A game in this offer changed hands';
const OPPONENTS = [
  'Washington Commanders',
  'Kansas City Chiefs',
  'Detroit Lions',
  'New York Giants',
  'Philadelphia Eagles',
  'Green Bay Packers',
];

let seq = 0;
const nextId = (prefix: string) => `${prefix}-${(++seq).toString().padStart(4, '0')}`;

function seasonGames(): MockGame[] {
  const people = [MOCK_USER_ID, MOCK_FRIEND_ID, THIRD_ID];
  const today = new Date();
  today.setUTCHours(18, 0, 0, 0);
  return OPPONENTS.map((opponent, i) => ({
    id: `${MOCK_TEAM_ID}-season-g${i + 1}`,
    opponent,
    gameDate: new Date(today.getTime() + (7 + i * 7) * DAY_MS).toISOString(),
    isHome: i % 2 === 0,
    holderId: people[i % people.length]!,
  }));
}

export const mockSwapsBackend = {
  games: [] as MockGame[],
  swaps: [] as MockSwap[],
  grabs: [] as MockGrab[],
  /** Teams answered as free: every swap operation is refused with the plan message. */
  freeTeams: new Set<string>(),
  /** Who the mock caller is (the demo member unless a story or test says otherwise). */
  viewerId: MOCK_USER_ID,

  reset() {
    seq = 0;
    this.games = seasonGames();
    this.freeTeams.clear();
    this.viewerId = MOCK_USER_ID;
    const [g1, g2, g3, g4, , g6] = this.games;
    const now = Date.now();
    this.swaps = [
      {
        id: nextId('swap'),
        status: 'proposed',
        proposerId: MOCK_FRIEND_ID,
        receiverId: MOCK_USER_ID,
        proposerGameIds: [g2!.id],
        receiverGameIds: [g1!.id],
        moneyCents: 1500,
        moneyPayer: 'proposer',
        message: 'My sister is in town for your game. I add $15?',
        voidReason: null,
        createdAt: new Date(now - 3_600_000).toISOString(),
        decidedAt: null,
        counterOfId: null,
      },
      {
        id: nextId('swap'),
        status: 'proposed',
        proposerId: MOCK_USER_ID,
        receiverId: THIRD_ID,
        proposerGameIds: [g4!.id],
        receiverGameIds: [g3!.id],
        moneyCents: null,
        moneyPayer: null,
        message: null,
        voidReason: null,
        createdAt: new Date(now - 7_200_000).toISOString(),
        decidedAt: null,
        counterOfId: null,
      },
      {
        id: nextId('swap'),
        status: 'declined',
        proposerId: MOCK_USER_ID,
        receiverId: MOCK_FRIEND_ID,
        proposerGameIds: [g4!.id],
        receiverGameIds: [g2!.id],
        moneyCents: null,
        moneyPayer: null,
        message: 'Worth a try!',
        voidReason: null,
        createdAt: new Date(now - 3 * DAY_MS).toISOString(),
        decidedAt: new Date(now - 2 * DAY_MS).toISOString(),
        counterOfId: null,
      },
    ];
    this.grabs = [
      {
        id: nextId('grab'),
        gameId: g6!.id,
        holderId: THIRD_ID,
        priceCents: 4000,
        note: 'Travelling that week',
        status: 'open',
        takerId: null,
        createdAt: new Date(now - DAY_MS).toISOString(),
      },
    ];
  },
};
mockSwapsBackend.reset();

const member = (userId: string) => ({
  __typename: 'SwapMember',
  userId,
  name: NAMES[userId] ?? UNNAMED_PERSON,
});

function seasonGame(game: MockGame) {
  return {
    __typename: 'SeasonGame',
    id: game.id,
    teamId: MOCK_TEAM_ID,
    opponent: game.opponent,
    opponentAbbr: null,
    venue: 'AT&T Stadium',
    gameDate: game.gameDate,
    kickoffLocal: null,
    kickoffTz: 'America/Chicago',
    tzAbbr: 'CST',
    isHome: game.isHome,
    week: null,
    status: 'upcoming',
    holderId: game.holderId,
    holderName: NAMES[game.holderId] ?? UNNAMED_PERSON,
  };
}

const gameById = (id: string) => mockSwapsBackend.games.find((g) => g.id === id);

function swapView(swap: MockSwap) {
  const viewer = mockSwapsBackend.viewerId;
  const open = swap.status === 'proposed';
  const ids = [...swap.proposerGameIds, ...swap.receiverGameIds];
  const expiresAt = ids.map((id) => gameById(id)?.gameDate ?? '').sort()[0];
  const counteredBy = mockSwapsBackend.swaps.find((s) => s.counterOfId === swap.id);
  return {
    __typename: 'GameSwap',
    id: swap.id,
    teamId: MOCK_TEAM_ID,
    status: swap.status,
    proposer: member(swap.proposerId),
    receiver: member(swap.receiverId),
    proposerGames: swap.proposerGameIds.map((id) => seasonGame(gameById(id)!)),
    receiverGames: swap.receiverGameIds.map((id) => seasonGame(gameById(id)!)),
    moneyCents: swap.moneyCents,
    moneyPayer: swap.moneyPayer,
    message: swap.message,
    voidReason: swap.voidReason,
    expiresAt: expiresAt ?? '',
    createdAt: swap.createdAt,
    decidedAt: swap.decidedAt,
    counterOfId: swap.counterOfId,
    counteredById: counteredBy?.id ?? null,
    paymentRequestId: null,
    canAccept: open && swap.receiverId === viewer,
    canDecline: open && swap.receiverId === viewer,
    canCounter: open && swap.receiverId === viewer,
    canCancel: open && swap.proposerId === viewer,
  };
}

function grabView(grab: MockGrab) {
  const viewer = mockSwapsBackend.viewerId;
  return {
    __typename: 'GameGrab',
    id: grab.id,
    gameId: grab.gameId,
    status: grab.status,
    holder: member(grab.holderId),
    taker: grab.takerId ? member(grab.takerId) : null,
    priceCents: grab.priceCents,
    note: grab.note,
    voidReason: null,
    createdAt: grab.createdAt,
    closedAt: null,
    paymentRequestId: null,
    canTake: grab.status === 'open' && grab.holderId !== viewer,
    canWithdraw: grab.status === 'open' && grab.holderId === viewer,
  };
}

/** A GraphQL answer: data, or null with the server's error. */
interface GqlBody {
  data: Record<string, unknown> | null;
  errors?: { message: string; extensions: { code: string } }[];
}

const refuse = (message: string, code = 'BAD_USER_INPUT') =>
  HttpResponse.json<GqlBody>({ data: null, errors: [{ message, extensions: { code } }] });

/** A refusal thrown by the rules below; `attempt` answers it as a GraphQL error. */
class Refusal extends Error {
  constructor(
    message: string,
    readonly code = 'BAD_USER_INPUT',
  ) {
    super(message);
  }
}

function attempt<T>(answer: () => T) {
  try {
    return answer();
  } catch (err) {
    if (err instanceof Refusal) return refuse(err.message, err.code);
    throw err;
  }
}

function locked(teamId: string) {
  return mockSwapsBackend.freeTeams.has(teamId)
    ? refuse(PLAN_FEATURE_MESSAGES.swaps, 'PLAN_LIMIT')
    : null;
}

/** Moves the games of an accepted swap or a take; other open offers of them become void. */
function handOver(
  moves: { gameId: string; to: string }[],
  except: { swapId?: string; grabId?: string },
) {
  for (const move of moves) gameById(move.gameId)!.holderId = move.to;
  const ids = new Set(moves.map((m) => m.gameId));
  for (const swap of mockSwapsBackend.swaps) {
    const involved = [...swap.proposerGameIds, ...swap.receiverGameIds].some((id) => ids.has(id));
    if (swap.status === 'proposed' && involved && swap.id !== except.swapId) {
      swap.status = 'void';
      swap.voidReason = CHANGED_HANDS;
    }
  }
  for (const grab of mockSwapsBackend.grabs) {
    if (grab.status === 'open' && ids.has(grab.gameId) && grab.id !== except.grabId) {
      grab.status = 'void';
    }
  }
}

function newSwap(from: string, to: string, terms: SwapTerms, counterOfId: string | null) {
  if (terms.giveGameIds.length === 0 || terms.takeGameIds.length === 0) {
    throw new Refusal('A swap needs at least one game from each side');
  }
  for (const id of terms.giveGameIds) {
    const game = gameById(id);
    if (game?.holderId !== from) {
      throw new Refusal(`You do not hold the game against ${game?.opponent ?? 'this team'}`);
    }
  }
  const money = terms.moneyCents ?? null;
  const swap: MockSwap = {
    id: nextId('swap'),
    status: 'proposed',
    proposerId: from,
    receiverId: to,
    proposerGameIds: terms.giveGameIds,
    receiverGameIds: terms.takeGameIds,
    moneyCents: money,
    moneyPayer: money ? (terms.moneyFrom === 'me' ? 'proposer' : 'receiver') : null,
    message: terms.message ?? null,
    voidReason: null,
    createdAt: new Date().toISOString(),
    decidedAt: null,
    counterOfId,
  };
  mockSwapsBackend.swaps.unshift(swap);
  return swap;
}

function openSwap(id: string) {
  const swap = mockSwapsBackend.swaps.find((s) => s.id === id);
  if (!swap) throw new Refusal('Swap offer not found', 'NOT_FOUND');
  if (swap.status === 'void') throw new Refusal(swap.voidReason ?? CHANGED_HANDS, 'CONFLICT');
  if (swap.status !== 'proposed') {
    throw new Refusal(`This offer is already ${swap.status}`, 'CONFLICT');
  }
  return swap;
}

const close = (swap: MockSwap, status: SwapStatus) => {
  swap.status = status;
  swap.decidedAt = new Date().toISOString();
};

export const swapsHandlers = [
  graphql.query('SwapInbox', ({ variables }) => {
    const refused = locked(variables.teamId as string);
    if (refused) return refused;
    const viewer = mockSwapsBackend.viewerId;
    const mine = mockSwapsBackend.swaps.filter(
      (s) => s.proposerId === viewer || s.receiverId === viewer,
    );
    return HttpResponse.json<GqlBody>({
      data: {
        swaps: {
          __typename: 'SwapInbox',
          incoming: mine
            .filter((s) => s.status === 'proposed' && s.receiverId === viewer)
            .map(swapView),
          outgoing: mine
            .filter((s) => s.status === 'proposed' && s.proposerId === viewer)
            .map(swapView),
          history: mine.filter((s) => s.status !== 'proposed').map(swapView),
        },
      },
    });
  }),
  graphql.query('SeasonBoard', ({ variables }) => {
    const teamId = variables.teamId as string;
    const refused = locked(teamId);
    if (refused) return refused;
    const pending = (gameId: string) =>
      mockSwapsBackend.swaps.filter(
        (s) =>
          s.status === 'proposed' && [...s.proposerGameIds, ...s.receiverGameIds].includes(gameId),
      ).length;
    return HttpResponse.json<GqlBody>({
      data: {
        seasonBoard: {
          __typename: 'SeasonBoard',
          teamId,
          viewerId: mockSwapsBackend.viewerId,
          members: Object.keys(NAMES).map(member),
          entries: mockSwapsBackend.games.map((game) => {
            const grab = mockSwapsBackend.grabs.find(
              (g) => g.gameId === game.id && g.status === 'open',
            );
            return {
              __typename: 'SeasonBoardEntry',
              game: seasonGame(game),
              pendingSwapCount: pending(game.id),
              grab: grab ? grabView(grab) : null,
              swappable: true,
            };
          }),
        },
      },
    });
  }),
  graphql.mutation('ProposeSwap', ({ variables }) => {
    const refused = locked(variables.teamId as string);
    if (refused) return refused;
    return attempt(() => {
      const swap = newSwap(
        mockSwapsBackend.viewerId,
        variables.receiverId as string,
        variables.terms as SwapTerms,
        null,
      );
      return HttpResponse.json<GqlBody>({ data: { proposeSwap: swapView(swap) } });
    });
  }),
  graphql.mutation('AcceptSwap', ({ variables }) =>
    attempt(() => {
      const swap = openSwap(variables.swapId as string);
      handOver(
        [
          ...swap.proposerGameIds.map((gameId) => ({ gameId, to: swap.receiverId })),
          ...swap.receiverGameIds.map((gameId) => ({ gameId, to: swap.proposerId })),
        ],
        { swapId: swap.id },
      );
      close(swap, 'accepted');
      return HttpResponse.json<GqlBody>({ data: { acceptSwap: swapView(swap) } });
    }),
  ),
  graphql.mutation('DeclineSwap', ({ variables }) =>
    attempt(() => {
      const swap = openSwap(variables.swapId as string);
      close(swap, 'declined');
      return HttpResponse.json<GqlBody>({ data: { declineSwap: swapView(swap) } });
    }),
  ),
  graphql.mutation('CancelSwap', ({ variables }) =>
    attempt(() => {
      const swap = openSwap(variables.swapId as string);
      close(swap, 'cancelled');
      return HttpResponse.json<GqlBody>({ data: { cancelSwap: swapView(swap) } });
    }),
  ),
  graphql.mutation('CounterSwap', ({ variables }) =>
    attempt(() => {
      const old = openSwap(variables.swapId as string);
      const swap = newSwap(old.receiverId, old.proposerId, variables.terms as SwapTerms, old.id);
      close(old, 'countered');
      return HttpResponse.json<GqlBody>({ data: { counterSwap: swapView(swap) } });
    }),
  ),
  graphql.mutation('OfferUpForGrabs', ({ variables }) => {
    const game = gameById(variables.gameId as string);
    if (!game) return refuse('Game not found in this team', 'NOT_FOUND');
    if (game.holderId !== mockSwapsBackend.viewerId) {
      return refuse('Only the member who holds this game can offer it up for grabs', 'FORBIDDEN');
    }
    if (mockSwapsBackend.grabs.some((g) => g.gameId === game.id && g.status === 'open')) {
      return refuse('This game is already up for grabs', 'CONFLICT');
    }
    const grab: MockGrab = {
      id: nextId('grab'),
      gameId: game.id,
      holderId: game.holderId,
      priceCents: (variables.priceCents as number | null) ?? null,
      note: (variables.note as string | null) ?? null,
      status: 'open',
      takerId: null,
      createdAt: new Date().toISOString(),
    };
    mockSwapsBackend.grabs.push(grab);
    return HttpResponse.json<GqlBody>({ data: { offerUpForGrabs: grabView(grab) } });
  }),
  graphql.mutation('WithdrawGameGrab', ({ variables }) => {
    const grab = mockSwapsBackend.grabs.find((g) => g.id === variables.grabId);
    if (!grab || grab.status !== 'open') {
      return refuse('This game is no longer up for grabs', 'CONFLICT');
    }
    grab.status = 'withdrawn';
    return HttpResponse.json<GqlBody>({ data: { withdrawGameGrab: grabView(grab) } });
  }),
  graphql.mutation('TakeGame', ({ variables }) => {
    const grab = mockSwapsBackend.grabs.find((g) => g.id === variables.grabId);
    if (!grab || grab.status !== 'open') {
      return refuse('This game is no longer up for grabs', 'CONFLICT');
    }
    handOver([{ gameId: grab.gameId, to: mockSwapsBackend.viewerId }], { grabId: grab.id });
    grab.status = 'taken';
    grab.takerId = mockSwapsBackend.viewerId;
    return HttpResponse.json<GqlBody>({ data: { takeGame: grabView(grab) } });
  }),
];
