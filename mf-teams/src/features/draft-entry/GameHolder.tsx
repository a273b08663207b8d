import { Badge } from '@tiix/shared-ui';
import type { TeamMemberFields } from '../../shared/teamOperations';

/** After the draft: 'Yours' on the viewer's games, 'Held by <name>' on a teammate's. */
export function GameHolder({
  assignedTo,
  members,
  userId,
}: {
  assignedTo: string | null | undefined;
  members: readonly Pick<TeamMemberFields, 'userId' | 'displayName' | 'email'>[];
  userId: string | null;
}) {
  if (!assignedTo) return null;
  if (assignedTo === userId) return <Badge tone="success">Yours</Badge>;
  const holder = members.find((m) => m.userId === assignedTo);
  const name = holder?.displayName || holder?.email?.split('@')[0] || 'a teammate';
  return <Badge tone="neutral">Held by {name}</Badge>;
}
