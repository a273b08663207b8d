/** The team switcher's public entry: what other shell features may use. */
export { TeamSwitcher } from './TeamSwitcher';
export { useTeamRestore } from './useTeamRestore';
