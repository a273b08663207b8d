import { PLAN_FEATURE_MESSAGES, UNNAMED_PERSON } from '@tiix/domain';
import * as sample from '../fixtures/sample';
import { iso, MOCK_TEAM_ID, MOCK_USER_ID, NAMES, type SampleSwap } from '../fixtures/sample';
import { GRAB_CLOSED, MY_OFFER, NO_MOVES } from '../fixtures/sample';
import { addResolvers, graphqlHandler, refusal, type Args } from './schema';
import { nextId } from './teams';

/** The sample team's drafted season, its swap offers and games up for grabs; `reset()` between tests. */
export const mockSwapsBackend = {
  games: sample.sampleSeason(),
  swaps: [] as SampleSwap[],
  grabs: [] as sample.Row[],
  /** Teams answered as free: every swap operation is refused with the plan message. */
  freeTeams: new Set<string>(),

  reset() {
    this.games = sample.sampleSeason();
    const ids = this.games.map((g) => g.id);
    this.swaps = sample.sampleSwaps(ids);
    this.grabs = sample.sampleGrabs(ids);
    this.freeTeams.clear();
  },
};
mockSwapsBackend.reset();

const member = (userId: unknown) => ({ userId, name: NAMES[userId as string] ?? UNNAMED_PERSON });
const game = (id: string) => {
  const g = mockSwapsBackend.games.find((x) => x.id === id)!;
  return { ...g, holderName: member(g.holderId).name };
};

/** An offer as the sample member reads it (what they may do with it is in the data). */
function swapView(swap: SampleSwap) {
  const games = [...swap.proposerGameIds, ...swap.receiverGameIds].map(game);
  return {
    ...swap,
    teamId: MOCK_TEAM_ID,
    proposer: member(swap.proposerId),
    receiver: member(swap.receiverId),
    proposerGames: swap.proposerGameIds.map(game),
    receiverGames: swap.receiverGameIds.map(game),
    expiresAt: games.map((g) => g.gameDate).sort()[0],
    counteredById: mockSwapsBackend.swaps.find((s) => s.counterOfId === swap.id)?.id ?? null,
  };
}

const grabView = (grab: sample.Row) => ({
  ...grab,
  holder: member(grab.holderId),
  taker: grab.takerId ? member(grab.takerId) : null,
});

function unlocked(teamId: string) {
  if (mockSwapsBackend.freeTeams.has(teamId))
    throw refusal(PLAN_FEATURE_MESSAGES.swaps, 'PLAN_LIMIT');
}

/** A new offer of the sample member's. */
function propose(to: string, terms: Args, counterOfId: string | null) {
  const money = terms.moneyCents ?? null;
  const moneyPayer = money ? (terms.moneyFrom === 'me' ? 'proposer' : 'receiver') : null;
  const fields = { moneyCents: money, moneyPayer, message: terms.message ?? null, counterOfId };
  const { giveGameIds: give, takeGameIds: take } = terms;
  const id = nextId('swap');
  const swap = sample.swapOffer(id, MOCK_USER_ID, to, give, take, { ...fields, ...MY_OFFER });
  mockSwapsBackend.swaps.unshift(swap);
  return swapView(swap);
}

/** Closes an offer with `status`; an accepted one moves its games to the other side. */
function close(swapId: string, status: string) {
  const swap = mockSwapsBackend.swaps.find((s) => s.id === swapId)!;
  if (status === 'accepted')
    for (const g of mockSwapsBackend.games) {
      if (swap.proposerGameIds.includes(g.id)) g.holderId = swap.receiverId;
      if (swap.receiverGameIds.includes(g.id)) g.holderId = swap.proposerId;
    }
  Object.assign(swap, { status, decidedAt: iso(), ...NO_MOVES });
  return swap;
}

/** Closes a grab with `fields`: nobody may take or withdraw it any more. */
const closeGrab = (id: string, fields: sample.Row) =>
  Object.assign(
    mockSwapsBackend.grabs.find((g) => g.id === id)!,
    fields,
    GRAB_CLOSED,
  );

addResolvers({
  swaps: ({ teamId }) => {
    unlocked(teamId);
    const viewer = MOCK_USER_ID;
    const mine = mockSwapsBackend.swaps.filter(
      (s) => s.proposerId === viewer || s.receiverId === viewer,
    );
    const open = mine.filter((s) => s.status === 'proposed');
    return {
      incoming: open.filter((s) => s.receiverId === viewer).map(swapView),
      outgoing: open.filter((s) => s.proposerId === viewer).map(swapView),
      history: mine.filter((s) => s.status !== 'proposed').map(swapView),
    };
  },
  seasonBoard: ({ teamId }) => {
    unlocked(teamId);
    const offers = mockSwapsBackend.swaps.filter((s) => s.status === 'proposed');
    return {
      teamId,
      viewerId: MOCK_USER_ID,
      members: Object.keys(NAMES).map(member),
      entries: mockSwapsBackend.games.map((g) => {
        const open = mockSwapsBackend.grabs.find((x) => x.gameId === g.id && x.status === 'open');
        return {
          game: game(g.id),
          pendingSwapCount: offers.filter((s) =>
            [...s.proposerGameIds, ...s.receiverGameIds].includes(g.id),
          ).length,
          grab: open ? grabView(open) : null,
          swappable: true,
        };
      }),
    };
  },
  proposeSwap: ({ teamId, receiverId, terms }) => {
    unlocked(teamId);
    return propose(receiverId, terms, null);
  },
  acceptSwap: ({ swapId }) => swapView(close(swapId, 'accepted')),
  declineSwap: ({ swapId }) => swapView(close(swapId, 'declined')),
  cancelSwap: ({ swapId }) => swapView(close(swapId, 'cancelled')),
  counterSwap: ({ swapId, terms }) => {
    const old = close(swapId, 'countered');
    return propose(old.proposerId, terms, old.id);
  },
  offerUpForGrabs: ({ gameId, priceCents, note }) => {
    const fields = { priceCents: priceCents ?? null, note: note ?? null, canWithdraw: true };
    const row = sample.gameGrab(nextId('grab'), gameId, MOCK_USER_ID, fields);
    mockSwapsBackend.grabs.push(row);
    return grabView(row);
  },
  withdrawGameGrab: ({ grabId }) => grabView(closeGrab(grabId, { status: 'withdrawn' })),
  takeGame: ({ grabId }) => {
    const taken = closeGrab(grabId, { status: 'taken', takerId: MOCK_USER_ID });
    mockSwapsBackend.games.find((g) => g.id === taken.gameId)!.holderId = MOCK_USER_ID;
    return grabView(taken);
  },
});

export const swapsHandlers = [graphqlHandler];
