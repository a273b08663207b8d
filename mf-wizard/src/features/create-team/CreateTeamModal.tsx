import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Dialog } from '@tiix/shared-ui';
import { useAuth } from '@tiix/shared-data';
import { CreateTeamWizard, stepCount } from './CreateTeamWizard';

/**
 * The create-team wizard as a modal over the landing page (`/?flow=create-team&step=N`, N
 * 1-based). Every step change is written to the address; closing removes the flow.
 */
export default function CreateTeamModal() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  const total = stepCount(isAuthenticated);
  const parsed = Number.parseInt(params.get('step') ?? '1', 10);
  const step = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 1), total) : 1;

  const close = useCallback(() => navigate('/'), [navigate]);
  const onStepChange = useCallback(
    (next: number) => {
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('flow', 'create-team');
        updated.set('step', String(next + 1));
        return updated;
      });
    },
    [setParams],
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      // The wizard handles Escape itself: it steps back and only closes from the first step.
      onEscapeKeyDown={(event) => event.preventDefault()}
      title="Create Your Team"
      description="Name your group, pick a league, a team and a season, then invite your friends."
      size="lg"
    >
      <CreateTeamWizard step={step - 1} onStepChange={onStepChange} onClose={close} />
    </Dialog>
  );
}
