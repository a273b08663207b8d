import { Button } from '@tiix/shared-ui';
import { useOpenDraft } from './useOpenDraft';

/** Team detail's Start Draft (owner or admin): makes the team's draft and opens its room. */
export function StartDraftButton({ teamId }: { teamId: string }) {
  const { open, opening } = useOpenDraft(teamId);
  return (
    <Button loading={opening === 'team'} onClick={() => void open(null)}>
      Start Draft
    </Button>
  );
}
