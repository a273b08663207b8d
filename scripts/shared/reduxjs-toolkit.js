// The part of Redux Toolkit the apps use, provided to the share scope as `@reduxjs/toolkit`
// (scripts/federation.ts; why a part, in ./react-router.js). Lint refuses an import from
// '@reduxjs/toolkit' of a name that is not here (eslint.config.js reads this list).
//
// `@reduxjs/toolkit-package` is the real package (an alias set by `sharedAliases`).
export { combineSlices, configureStore, createSlice } from '@reduxjs/toolkit-package';
