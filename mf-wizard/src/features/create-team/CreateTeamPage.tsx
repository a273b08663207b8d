import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CreateTeamWizard } from './CreateTeamWizard';

/** Create a Team: the wizard as a full page (`/app/teams/create`, `?resume=1` after sign-in). */
export default function CreateTeamPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  useEffect(() => {
    document.title = 'Create a Team · Tiix';
  }, []);
  return (
    <section className="tx-page" aria-labelledby="page-title">
      <h1 id="page-title">Create a Team</h1>
      <p className="tx-page__lead">
        Name your group, pick a league, a team and a season, then invite your friends.
      </p>
      <CreateTeamWizard
        step={step}
        onStepChange={setStep}
        onClose={() => navigate('/')}
        resume={params.get('resume') === '1'}
      />
    </section>
  );
}
