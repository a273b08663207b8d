// The drafts module's storage, split by job: draft rows and participants
// (`draft-records.repository.ts`), games and picks (`draft-picks.repository.ts`) and the draft
// room's one-statement read (`draft-room.repository.ts`).
export * from './draft-records.repository.js';
export * from './draft-picks.repository.js';
export * from './draft-room.repository.js';
