/**
 * The drafts service, split by job: access and reads (`draft-access.ts`), the draft room's read
 * (`draft-room.ts`), participants (`draft-participants.ts`), setup (`draft-setup.ts`), the state
 * machine (`draft-state.ts`), picks (`draft-picks.ts`), auto-picks and the clock (`auto-pick.ts`)
 * and what a committed change sets off (`draft-effects.ts`). Callers outside the module import
 * from here.
 */
export {
  clockMs,
  getDraft,
  latestDraftOfTeam,
  latestDraftOfUser,
  myLatestDraft,
  MESSAGES,
  requireDraftMember,
  type DraftAccess,
  type DraftAction,
  type DraftMode,
  type DraftsContext,
} from './draft-access.js';
export { participantsOf } from './draft-participants.js';
export { roomOf, type DraftRoom } from './draft-room.js';
export { presenceEvent, publishPresence, type DraftEventPayload } from './draft-effects.js';
export {
  createAndStartDraft,
  createDraft,
  ensureDraft,
  randomizeDraftOrder,
  setDraftOrder,
  setDraftShares,
  updateDraftSetup,
  type DraftSetupInput,
} from './draft-setup.js';
export { draftAction, setDraftMode } from './draft-state.js';
export { listDraftGames, makePick, undoLastPick, type PickResult } from './draft-picks.js';
export { autopickNext, finishDraftNow, nextPickDeadline, runDuePick } from './auto-pick.js';
export type {
  DraftGameRow,
  DraftRoomGame,
  ParticipantRecord,
  PickRecord,
} from './drafts.repository.js';
