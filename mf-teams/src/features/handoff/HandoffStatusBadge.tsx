import type { HandoffStatus } from '@tiix/domain';
import { Badge } from '@tiix/shared-ui';
import { STATUS_TONES, statusText } from './handoffModel';

/** Where a game's tickets stand: 'Tickets not sent', 'Tickets sent', 'Tickets received', ... */
export function HandoffStatusBadge({ status }: { status: HandoffStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]} dot>
      {statusText(status)}
    </Badge>
  );
}
