import { HandoffStatusBadge } from './HandoffStatusBadge';

/** Where a game's tickets stand, as the team page, games page and season board show it. */
export default {
  title: 'mf-teams/Ticket handoff/Status badge',
};

export const AllStatuses = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <HandoffStatusBadge status="not_sent" />
      <HandoffStatusBadge status="sent" />
      <HandoffStatusBadge status="received" />
      <HandoffStatusBadge status="not_received" />
    </div>
  ),
};
