/** The swaps feature's public entry: what other mf-teams features may use. */
export { GameSwapActions } from './GameSwapActions';
export { ProposeSwapDialog } from './ProposeSwapDialog';
export { SwapLinks } from './SwapLinks';
export { SwapsFrame } from './SwapsFrame';
export { SwapsLocked } from './SwapsLocked';
export { UpForGrabsDialog } from './UpForGrabsDialog';
export {
  SeasonBoardDocument,
  TakeGameDocument,
  WithdrawGameGrabDocument,
  type SeasonBoardEntryFields,
  type SeasonBoardFields,
} from './operations';
export { errorMessage, formatCents, isPlanLimit } from './swapModel';
