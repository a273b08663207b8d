/**
 * The swaps service, split by job: context, messages and access (`swaps-context.ts`), what the
 * caller sees (`swap-views.ts`), swap offers (`swap-offers.ts`) and games up for grabs
 * (`up-for-grabs.ts`). Callers outside the module import from here.
 */
export { SWAP_MESSAGES, type SwapsContext } from './swaps-context.js';
export {
  gameHoldingHistory,
  mySwaps,
  seasonBoard,
  type GrabView,
  type SeasonGameView,
  type SwapMemberView,
  type SwapView,
} from './swap-views.js';
export {
  acceptSwap,
  cancelSwap,
  counterSwap,
  declineSwap,
  proposeSwap,
  type SwapTerms,
} from './swap-offers.js';
export { offerUpForGrabs, takeGame, withdrawGrab } from './up-for-grabs.js';
