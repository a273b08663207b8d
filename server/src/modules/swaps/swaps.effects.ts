import type { AppDeps } from '../../context.js';
import { teamMemberNames } from '../membership/membership.js';
import { postSystemMessage } from '../chat/chat.system.js';
import { notify } from '../notifications/notify.js';
import { deliverHandoffNotices } from '../handoff/handoff-moves.js';
import type { GrabRecord, SwapRecord } from './swaps.repository.js';

// What the team hears about swaps and grabs, after the change is committed. Both callees log
// their own failures and never throw, so a chat or mail outage never undoes a swap. Each notice
// names the member whose action it tells of (`from`): one member's swaps e-mail one teammate
// only so often (the in-app notice always goes).

const swapsLink = (teamId: string) => `/app/teams/${teamId}/swaps`;

async function nameOf(deps: AppDeps, teamId: string, userId: string): Promise<string> {
  return (await teamMemberNames(deps.db, teamId, [userId])).get(userId) ?? 'A teammate';
}

export async function swapProposed(deps: AppDeps, swap: SwapRecord): Promise<void> {
  await postSystemMessage(deps, swap.teamId, {
    kind: 'swap_proposed',
    swapId: swap.id,
    fromUserId: swap.proposerId,
    toUserId: swap.receiverId,
  });
  const from = await nameOf(deps, swap.teamId, swap.proposerId);
  await notify(deps, {
    userId: swap.receiverId,
    kind: 'swap_offered',
    teamId: swap.teamId,
    title: `${from} offered you a game swap`,
    body: swap.message
      ? `${from}: "${swap.message}". Accept, decline or counter it in your swaps inbox.`
      : 'Accept, decline or counter it in your swaps inbox.',
    link: swapsLink(swap.teamId),
    from: { userId: swap.proposerId, family: 'swaps' },
  });
}

export async function swapAccepted(deps: AppDeps, swap: SwapRecord): Promise<void> {
  await postSystemMessage(deps, swap.teamId, {
    kind: 'swap_completed',
    swapId: swap.id,
    fromUserId: swap.proposerId,
    toUserId: swap.receiverId,
  });
  const by = await nameOf(deps, swap.teamId, swap.receiverId);
  await notify(deps, {
    userId: swap.proposerId,
    kind: 'swap_accepted',
    teamId: swap.teamId,
    title: `${by} accepted your game swap`,
    body: 'The games have changed hands. See them on the season board.',
    link: `/app/teams/${swap.teamId}/season`,
    from: { userId: swap.receiverId, family: 'swaps' },
  });
  await deliverHandoffNotices(deps, swap.teamId);
}

export async function swapDeclined(deps: AppDeps, swap: SwapRecord): Promise<void> {
  const by = await nameOf(deps, swap.teamId, swap.receiverId);
  await notify(deps, {
    userId: swap.proposerId,
    kind: 'swap_declined',
    teamId: swap.teamId,
    title: `${by} declined your game swap`,
    body: 'You can propose a different swap from the season board.',
    link: swapsLink(swap.teamId),
    from: { userId: swap.receiverId, family: 'swaps' },
  });
}

export async function gameUpForGrabs(deps: AppDeps, grab: GrabRecord): Promise<void> {
  await postSystemMessage(deps, grab.teamId, {
    kind: 'game_up_for_grabs',
    gameId: grab.gameId,
    userId: grab.holderId,
  });
}

export async function gameTaken(deps: AppDeps, grab: GrabRecord): Promise<void> {
  if (!grab.takerId) return;
  await deliverHandoffNotices(deps, grab.teamId);
  await postSystemMessage(deps, grab.teamId, {
    kind: 'game_taken',
    gameId: grab.gameId,
    fromUserId: grab.holderId,
    toUserId: grab.takerId,
  });
}
