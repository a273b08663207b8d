/** The draft entry's public entry: what other mf-teams features may use. */
export { GameHolder } from './GameHolder';
export { MyDraftedGames } from './MyDraftedGames';
export { StartDraftButton } from './StartDraftButton';
export { useOpenDraft } from './useOpenDraft';
