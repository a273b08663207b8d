// The narrowed shares' parts, as the shell imports them to provide them to remotes
// (`sharedPartRequest` and `sharedAliases` in scripts/federation.ts): modules of scripts/shared/
// that re-export some names of their package. The shell only hands them on, untyped.
declare module 'react-router-shared-part';
declare module '@reduxjs/toolkit-shared-part';
