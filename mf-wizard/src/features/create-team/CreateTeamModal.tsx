import { useNavigate, useSearchParams } from 'react-router';
import { Dialog, ProgressBar } from '@tiix/shared-ui';

const STEPS = 6;

/**
 * The create-team wizard as a modal over the landing page (`/?flow=create-team&step=N`).
 * Closing removes the flow from the address. The steps arrive with the teams issue.
 */
export default function CreateTeamModal() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const parsed = Number.parseInt(params.get('step') ?? '1', 10);
  const step = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 1), STEPS) : 1;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) navigate('/');
      }}
      title="Create Your Team"
      description="Name your group, pick a league, a team and a season, then invite your friends."
      size="lg"
    >
      <ProgressBar
        value={step}
        min={0}
        max={STEPS}
        label={`Step ${step} of ${STEPS}`}
        showValue={false}
      />
    </Dialog>
  );
}
