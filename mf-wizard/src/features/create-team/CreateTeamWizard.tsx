import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  BILLING_PATH,
  BrandLogo,
  Button,
  IconButton,
  ProgressBar,
  Spinner,
  notify,
} from '@tiix/shared-ui';
import {
  readPendingTeam,
  savePendingTeam,
  takePendingTeam,
  useAuth,
  type PendingTeam,
} from '@tiix/shared-data';
import { fetchRealGames, type LeagueTeamOption, type RealGame } from './api';
import { track } from './analytics';
import { DEFAULT_SEASON, deriveSeasons, pickSeason, previewGames } from './seasons';
import { AccountStep } from './steps/AccountStep';
import { InviteStep } from './steps/InviteStep';
import { LeagueStep } from './steps/LeagueStep';
import { NameStep } from './steps/NameStep';
import { SeasonStep } from './steps/SeasonStep';
import { TeamStep } from './steps/TeamStep';
import { useTeamCreation, type SignInPath } from './useTeamCreation';
import './wizard.css';

/** Steps are 0-5 inside, 1-6 in the address. */
export const STEP_NAMES = [
  'name_team',
  'select_league',
  'choose_team',
  'season_review',
  'invite_members',
  'create_account',
] as const;
export const ACCOUNT_STEP = 5;

/** Six steps for guests; signed-in users skip the account step. */
export function stepCount(isAuthenticated: boolean): number {
  return isAuthenticated ? ACCOUNT_STEP : ACCOUNT_STEP + 1;
}

interface WizardForm {
  name: string;
  league: string;
  teamName: string;
  /** Abbreviation of the real team, for its schedule. */
  team: string;
  season: string;
}

const EMPTY_FORM: WizardForm = {
  name: '',
  league: '',
  teamName: '',
  team: '',
  season: DEFAULT_SEASON,
};

export interface CreateTeamWizardProps {
  /** 0-based current step. */
  step: number;
  onStepChange: (step: number) => void;
  /** Back or Escape on the first step. */
  onClose: () => void;
  /** Create the pending team right away (the /auth/callback redirect). */
  resume?: boolean;
}

function WelcomeOverlay({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);
  return (
    <div
      className="tx-wizard__welcome"
      role="dialog"
      aria-modal="true"
      aria-label="Welcome to Tiix"
    >
      <IconButton
        className="tx-wizard__welcome-close"
        aria-label="Close welcome"
        icon={<span aria-hidden="true">×</span>}
        onClick={onClose}
      />
      <BrandLogo className="tx-wizard__welcome-logo" />
      <h3>Welcome to Tiix</h3>
      <p>Set up your group in a minute: name it, pick your team and season, invite your friends.</p>
      <Button type="button" onClick={onClose}>
        Let&apos;s go
      </Button>
    </div>
  );
}

/** The create-team wizard: the same steps in the modal and on the full page. */
export function CreateTeamWizard({
  step,
  onStepChange,
  onClose,
  resume = false,
}: CreateTeamWizardProps) {
  const { isAuthenticated, isLoading } = useAuth();
  const [form, setForm] = useState<WizardForm>(() => {
    const pending = readPendingTeam();
    return pending ? { ...EMPTY_FORM, ...pending.team } : EMPTY_FORM;
  });
  const [inviteEmails, setInviteEmails] = useState<string[]>(
    () => readPendingTeam()?.inviteEmails ?? [],
  );
  const [search, setSearch] = useState('');
  const [games, setGames] = useState<RealGame[]>([]);
  const [seasons, setSeasons] = useState<string[]>([]);
  const [gamesLoading, setGamesLoading] = useState(false);
  const [welcome, setWelcome] = useState(!resume && step === 0);
  const [direction, setDirection] = useState<'forward' | 'back'>('forward');
  /** The user reached the account step as a guest: create the team once they are signed in. */
  const [awaitingSignIn, setAwaitingSignIn] = useState(false);
  const signInPath = useRef<SignInPath>('magic');
  const lastPath = useRef<SignInPath>('login');
  const { state: creation, create, reset } = useTeamCreation();

  const total = stepCount(isAuthenticated);
  const current = Math.min(Math.max(step, 0), isAuthenticated ? ACCOUNT_STEP - 1 : ACCOUNT_STEP);
  const pendingTeam: PendingTeam = useMemo(
    () => ({
      name: form.name.trim(),
      league: form.league,
      teamName: form.teamName,
      season: form.season,
    }),
    [form],
  );
  const complete = !!(pendingTeam.name && form.league && form.teamName);

  // Load the real team's games: they give the seasons and the preview.
  useEffect(() => {
    if (!form.league || !form.team) return;
    let live = true;
    setGamesLoading(true);
    fetchRealGames(form.league, form.team)
      .then((list) => {
        if (!live) return;
        const available = deriveSeasons(list);
        setGames(list);
        setSeasons(available);
        setForm((f) => ({ ...f, season: pickSeason(f.season, available, list) }));
      })
      .catch((error: unknown) => {
        if (!live) return;
        console.error('Could not load games', error);
        // A failed fetch clears the preview and resets the seasons to 2025.
        setGames([]);
        setSeasons([]);
        setForm((f) => ({ ...f, season: DEFAULT_SEASON }));
      })
      .finally(() => {
        if (live) setGamesLoading(false);
      });
    return () => {
      live = false;
    };
  }, [form.league, form.team]);

  const preview = useMemo(() => previewGames(form.season, games, Date.now()), [form.season, games]);

  const runCreate = useCallback(
    (path: SignInPath) => {
      lastPath.current = path;
      void create(pendingTeam, inviteEmails, path);
    },
    [create, pendingTeam, inviteEmails],
  );

  // Arriving from /auth/callback (?resume=1): create the pending team once signed in.
  const resumed = useRef(false);
  useEffect(() => {
    if (!resume || resumed.current || isLoading || !isAuthenticated) return;
    resumed.current = true;
    const pending = takePendingTeam();
    if (!pending) {
      notify.error('No team data found. Please try again.');
      return;
    }
    setForm((f) => ({ ...f, ...pending.team }));
    setInviteEmails(pending.inviteEmails);
    lastPath.current = 'magic';
    void create(pending.team, pending.inviteEmails, 'magic').then((ok) => {
      if (ok) return;
      savePendingTeam(pending.team, pending.inviteEmails); // kept for Try Again
      notify.error('Failed to create team after login. Please try again.');
    });
  }, [resume, isLoading, isAuthenticated, create]);

  // Signed in from the account step (here or in another tab): create the team.
  useEffect(() => {
    if (!awaitingSignIn || !isAuthenticated) return;
    setAwaitingSignIn(false);
    if (!complete) {
      // Came through the Log in link before the team was described: finish the steps first.
      onStepChange(0);
      return;
    }
    // Another tab (the magic link's) may have created the team already: only the tab that
    // takes the pending team creates it.
    if (!takePendingTeam()) {
      onStepChange(0);
      return;
    }
    const path = signInPath.current;
    lastPath.current = path;
    void create(pendingTeam, inviteEmails, path).then((ok) => {
      if (ok) return;
      savePendingTeam(pendingTeam, inviteEmails); // kept for Try Again
      notify.error(
        path === 'login'
          ? 'Failed to create team after login. Please try again.'
          : 'Failed to create team. Please try again.',
      );
    });
  }, [awaitingSignIn, isAuthenticated, complete, pendingTeam, inviteEmails, create, onStepChange]);

  const goTo = useCallback(
    (next: number) => {
      setDirection(next > current ? 'forward' : 'back');
      if (next === ACCOUNT_STEP && !isAuthenticated) {
        // The team and its invites survive the sign-in in local storage.
        if (complete) savePendingTeam(pendingTeam, inviteEmails);
        setAwaitingSignIn(true);
      }
      onStepChange(next);
    },
    [current, isAuthenticated, complete, pendingTeam, inviteEmails, onStepChange],
  );

  const canAdvance =
    (current === 0 && !!form.name.trim()) ||
    (current === 1 && !!form.league) ||
    (current === 2 && !!form.teamName) ||
    current === 3 ||
    current === 4;
  const isLast = current === total - 1;

  const next = useCallback(() => {
    if (!canAdvance || current >= total - 1) return;
    track('step_completed', { step: current + 1, stepName: STEP_NAMES[current] });
    goTo(current + 1);
  }, [canAdvance, current, total, goTo]);

  const back = useCallback(() => {
    if (current === 0) onClose();
    else goTo(current - 1);
  }, [current, goTo, onClose]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (welcome) setWelcome(false);
      else if (creation.status === 'idle') back();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [back, welcome, creation.status]);

  if (creation.status === 'failed') {
    return (
      <div className="tx-wizard tx-wizard__result" role="alert">
        <h3>Team Creation Failed</h3>
        <p>{creation.reason ?? 'There was an error creating your team. Please try again.'}</p>
        {creation.planLimit ? (
          <>
            <p className="tx-wizard__kept">
              Your team and invitees are kept: go back to change them, or go Unlimited.
            </p>
            <Button asChild>
              {/* Kept across the trip to billing: the wizard opens with them again. */}
              <Link to={BILLING_PATH} onClick={() => savePendingTeam(pendingTeam, inviteEmails)}>
                Go Unlimited
              </Link>
            </Button>
          </>
        ) : (
          <Button type="button" onClick={() => runCreate(lastPath.current)}>
            Try Again
          </Button>
        )}
        <Button type="button" variant={creation.planLimit ? 'secondary' : 'ghost'} onClick={reset}>
          Back to the wizard
        </Button>
      </div>
    );
  }
  const creatingFromButton = isLast && isAuthenticated;
  if (creation.status === 'creating' && !creatingFromButton) {
    return (
      <div className="tx-wizard tx-wizard__result">
        <Spinner label="Creating Team..." showLabel />
      </div>
    );
  }
  if (creation.status === 'created') {
    return (
      <div className="tx-wizard tx-wizard__result" role="status">
        <h3>Team {creation.name} created</h3>
        <p>Taking you to your team...</p>
      </div>
    );
  }

  let content;
  switch (current) {
    case 0:
      content = (
        <NameStep
          name={form.name}
          onChange={(name) => setForm((f) => ({ ...f, name }))}
          onSubmit={next}
          onLogIn={isAuthenticated ? undefined : () => goTo(ACCOUNT_STEP)}
        />
      );
      break;
    case 1:
      content = (
        <LeagueStep
          league={form.league}
          onSelect={(league) => {
            // A league choice clears the chosen team and the team search.
            if (league !== form.league) {
              setForm((f) => ({ ...f, league, teamName: '', team: '', season: DEFAULT_SEASON }));
              setGames([]);
              setSeasons([]);
            }
            setSearch('');
          }}
        />
      );
      break;
    case 2:
      content = (
        <TeamStep
          league={form.league}
          teamName={form.teamName}
          search={search}
          onSearch={setSearch}
          onSelect={(team: LeagueTeamOption) =>
            setForm((f) => ({ ...f, teamName: team.fullName, team: team.abbreviation }))
          }
        />
      );
      break;
    case 3:
      content = (
        <SeasonStep
          league={form.league}
          teamName={form.teamName}
          season={form.season}
          seasons={seasons}
          games={preview}
          loading={gamesLoading}
          onSeason={(season) => setForm((f) => ({ ...f, season }))}
        />
      );
      break;
    case 4:
      content = (
        <InviteStep
          emails={inviteEmails}
          onChange={setInviteEmails}
          onSkip={() => {
            if (isLast) runCreate('login');
            else next();
          }}
        />
      );
      break;
    default:
      content = (
        <AccountStep
          summary={{ ...pendingTeam, name: form.name, inviteEmails }}
          onSignedIn={(path) => {
            signInPath.current = path;
            setAwaitingSignIn(true);
          }}
        />
      );
  }

  return (
    <div className="tx-wizard">
      {welcome ? <WelcomeOverlay onClose={() => setWelcome(false)} /> : null}
      <ProgressBar
        value={current + 1}
        min={0}
        max={total}
        label={`Step ${current + 1} of ${total}`}
        showValue={false}
      />
      <div key={current} className={`tx-wizard__step tx-wizard__step--${direction}`}>
        {content}
      </div>
      <div className="tx-wizard__actions">
        <Button type="button" variant="secondary" onClick={back}>
          Back
        </Button>
        {isLast && isAuthenticated ? (
          complete ? (
            <Button
              type="button"
              loading={creation.status === 'creating'}
              onClick={() => runCreate('login')}
            >
              {creation.status === 'creating' ? 'Creating Team...' : 'Create Team'}
            </Button>
          ) : null
        ) : isLast ? null : (
          <Button type="button" onClick={next} disabled={!canAdvance}>
            Next
          </Button>
        )}
      </div>
    </div>
  );
}
