/** The ticket handoff feature's public entry: what other mf-teams features may use. */
export { GameHandoffControls } from './GameHandoffControls';
export { HandoffStatusBadge } from './HandoffStatusBadge';
export { TicketHandoffPanel } from './TicketHandoffPanel';
export { useGameHandoffs } from './useGameHandoffs';
export type { GameHandoffFieldsFragment } from './operations';
