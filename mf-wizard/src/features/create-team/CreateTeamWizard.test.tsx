import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PENDING_INVITES_KEY, PENDING_TEAM_KEY } from '@tiix/shared-data';
import { notify } from '@tiix/shared-ui';
import type * as SharedUi from '@tiix/shared-ui';
import { fakeAuth, fakeSession } from '@tiix/shared-data/testing';
import { CREATED_TEAM, api, fakeFetch, game, makeProviders } from '../../testing/fakeApi';
import { setAnalyticsSink, type WizardEvent } from './analytics';
import { CreateTeamWizard } from './CreateTeamWizard';
import CreateTeamPage from './CreateTeamPage';

vi.mock('@tiix/shared-data', async (importOriginal) => {
  const { useAuth } = await import('@tiix/shared-data/testing');
  return { ...(await importOriginal<object>()), useAuth };
});
vi.mock('canvas-confetti', () => ({ default: vi.fn() }));
vi.mock('@tiix/shared-ui', async (importOriginal) => {
  const actual = await importOriginal<typeof SharedUi>();
  return {
    ...actual,
    notify: { ...actual.notify, success: vi.fn(), error: vi.fn(), dismiss: vi.fn() },
  };
});

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function Harness({ start }: { start: number }) {
  const [step, setStep] = useState(start);
  return <CreateTeamWizard step={step} onStepChange={setStep} onClose={() => setStep(-1)} />;
}

let events: WizardEvent[];

function renderWizard(start = 0) {
  const { store, Wrapper } = makeProviders();
  render(
    <Wrapper>
      <MemoryRouter initialEntries={['/app/teams/create']}>
        <Routes>
          <Route path="/app/teams/create" element={<Harness start={start} />} />
          <Route path="/app/teams/:id" element={<h1>Team page</h1>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </Wrapper>,
  );
  return { store };
}

function closeWelcome() {
  const close = screen.queryByRole('button', { name: 'Close welcome' });
  if (close) fireEvent.click(close);
}

function storePending(team: Record<string, unknown>, invites: string[] = []) {
  localStorage.setItem(PENDING_TEAM_KEY, JSON.stringify(team));
  localStorage.setItem(PENDING_INVITES_KEY, JSON.stringify(invites));
}

const PENDING = { name: 'Sunday Crew', league: 'NFL', teamName: 'Dallas Cowboys', season: '2025' };

beforeEach(() => {
  localStorage.clear();
  fakeAuth.reset();
  api.reset();
  fakeFetch.mockClear();
  vi.stubGlobal('fetch', fakeFetch);
  events = [];
  setAnalyticsSink((event) => events.push(event));
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setAnalyticsSink(null);
});

describe('step 1: name', () => {
  it('counts characters, warns above 32 and advances on Enter only with a name', async () => {
    renderWizard();
    expect(screen.getByRole('dialog', { name: 'Welcome to Tiix' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    closeWelcome();
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    const input = screen.getByLabelText('Team name');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();

    fireEvent.change(input, { target: { value: 'x'.repeat(33) } });
    expect(screen.getByText('33/50 characters')).toHaveClass('tx-wizard__counter--warn');
    expect(screen.getByRole('note')).toHaveTextContent('may be shortened in the app');
    fireEvent.change(input, { target: { value: 'x'.repeat(60) } });
    expect(screen.getByText('50/50 characters')).toBeInTheDocument();

    fireEvent.change(input, { target: { value: 'Sunday Crew' } });
    expect(screen.getByText('11/50 characters')).not.toHaveClass('tx-wizard__counter--warn');
    expect(screen.queryByRole('note')).toBeNull();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
    expect(events).toEqual([
      {
        name: 'step_completed',
        category: 'team_creation_modal',
        properties: { step: 1, stepName: 'name_team' },
      },
    ]);
  });

  it('shows guests a Log in link to the account step, and signed-in users five steps', async () => {
    renderWizard();
    closeWelcome();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Step 6 of 6')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    // Signing in without a described team goes back to the first step instead of creating one.
    act(() => fakeAuth.setSession(fakeSession()));
    expect(await screen.findByText('Step 1 of 5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });
});

describe('steps 2 and 3: league and team', () => {
  it('offers the NFL shortcuts, searches, and a league change clears team and search', async () => {
    renderWizard(0);
    closeWelcome();
    fireEvent.change(screen.getByLabelText('Team name'), { target: { value: 'Crew' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.click(await screen.findByRole('radio', { name: /NFL/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    const popular = await screen.findByRole('group', { name: 'Popular teams' });
    expect(
      within(popular)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Dallas Cowboys',
      'New England Patriots',
      'Green Bay Packers',
      'Pittsburgh Steelers',
    ]);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Search teams'), { target: { value: 'bears' } });
    const grid = screen.getByRole('radiogroup', { name: 'Team' });
    expect(within(grid).getAllByRole('radio')).toHaveLength(1);
    fireEvent.click(within(popular).getByRole('button', { name: 'Green Bay Packers' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();

    // A logo that fails to load is hidden.
    const img = document.querySelector('img[src="/logos/NFL/chicago-bears.svg"]')!;
    fireEvent.error(img);
    expect(document.querySelector('img[src="/logos/NFL/chicago-bears.svg"]')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(await screen.findByRole('radio', { name: /MLS/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('radio', { name: 'Los Angeles FC' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search teams')).toHaveValue('');
    expect(screen.queryByRole('group', { name: 'Popular teams' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});

describe('step 4: season and review', () => {
  async function toSeasonStep(league: string, teamLabel: string) {
    renderWizard(0);
    closeWelcome();
    fireEvent.change(screen.getByLabelText('Team name'), { target: { value: 'Crew' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('radio', { name: new RegExp(league) }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('radio', { name: teamLabel }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  }

  it('derives the seasons from game dates, shows year pairs and the next 3 home games', async () => {
    const now = Date.now();
    const day = (offset: number) => new Date(now + offset * 86_400_000).toISOString().slice(0, 10);
    const thisSeason = Number(day(0).slice(0, 4)) - (Number(day(0).slice(5, 7)) < 8 ? 1 : 0);
    api.games = () => [
      game('old', '2024-09-08', true),
      game('past', day(-2), true),
      game('away', day(3), false),
      game('h3', day(30), true),
      game('h1', day(5), true),
      game('h2', day(12), true),
      game('h4', day(40), true),
    ];
    await toSeasonStep('NFL', 'Dallas Cowboys');
    const select = await screen.findByLabelText('Season');
    await waitFor(() =>
      expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toContain(
        '2024-2025',
      ),
    );
    // The season still being played is offered first.
    expect(select).toHaveValue(String(thisSeason));
    fireEvent.change(select, { target: { value: String(thisSeason) } });
    const section = screen.getByRole('region', { name: 'Upcoming home games' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards.map((c) => c.querySelector('.tx-wizard__game-opponent')?.textContent)).toEqual([
      'vs Opponent h1',
      'vs Opponent h2',
      'vs Opponent h3',
    ]);
    expect(screen.getByRole('region', { name: "What's next" })).toBeInTheDocument();
  });

  it('resets to the first available season and shows single years for MLS', async () => {
    api.games = () => [game('a', '2026-03-01', true), game('b', '2026-03-08', false)];
    await toSeasonStep('MLS', 'Los Angeles FC');
    const select = await screen.findByLabelText('Season');
    await waitFor(() => expect(select).toHaveValue('2026'));
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['2026']);
    // No game is ahead of now in a past season: all home games, sorted, are previewed.
    expect(screen.getAllByText('vs Opponent a')).toHaveLength(1);
  });

  it('clears the preview and resets the season to 2025 when the games fail to load', async () => {
    api.games = () => 500;
    await toSeasonStep('NFL', 'Dallas Cowboys');
    await waitFor(() => expect(screen.getByText('No games to preview yet.')).toBeInTheDocument());
    const select = screen.getByLabelText('Season');
    expect(select).toHaveValue('2025');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['2025-2026']);
  });
});

describe('step 5: invites', () => {
  it('adds valid e-mails once, on Enter or Add, and removes them', async () => {
    storePending(PENDING);
    renderWizard(4);
    const input = screen.getByLabelText("Friend's email");
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Skip for now' })).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'not-an-email' } });
    expect(add).toBeDisabled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.queryByRole('list', { name: 'Invited e-mails' })).toBeNull();
    fireEvent.change(input, { target: { value: 'amy@example.com' } });
    expect(add).toBeEnabled();
    fireEvent.click(add);
    fireEvent.change(input, { target: { value: 'AMY@example.com' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: 'bob@example.com' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const list = screen.getByRole('list', { name: 'Invited e-mails' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['amy@example.com', 'bob@example.com']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove amy@example.com' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('step 6: account', () => {
  it('saves the pending team, sends a magic link, and returns to the form for another e-mail', async () => {
    storePending(PENDING);
    renderWizard(4);
    fireEvent.change(screen.getByLabelText("Friend's email"), {
      target: { value: 'amy@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    localStorage.clear();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(JSON.parse(localStorage.getItem(PENDING_TEAM_KEY)!)).toEqual(PENDING);
    expect(JSON.parse(localStorage.getItem(PENDING_INVITES_KEY)!)).toEqual(['amy@example.com']);

    const summary = screen.getByRole('complementary', { name: 'Team summary' });
    expect(summary).toHaveTextContent('Dallas Cowboys');
    expect(summary).toHaveTextContent('2025-2026');
    const send = screen.getByRole('button', { name: 'Send Magic Link' });
    expect(send).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'me@example.com' } });
    fireEvent.click(send);
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(fakeAuth.client.signInMagicLink).toHaveBeenCalledWith(
      'me@example.com',
      expect.any(Object),
    );
    expect(screen.getByRole('complementary', { name: 'Team summary' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Use different email' }));
    expect(screen.getByRole('button', { name: 'Send Magic Link' })).toBeInTheDocument();
  });

  it('shows the network message and offers password and forgot-password views', async () => {
    storePending(PENDING);
    fakeAuth.client.signInMagicLink.mockResolvedValue({
      success: false,
      message: 'Unable to send magic link.',
      error: { status: 0, error: 'network', message: 'Network Error' },
    });
    renderWizard(5);
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'me@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error. Try using email & password instead, or check your connection. You can also try refreshing the page.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Use email & password instead' }));
    expect(screen.getByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'New here? Sign up' }));
    expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Have an account? Log in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(
      await screen.findByText('Password reset email sent! Check your inbox.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Team summary' })).toBeInTheDocument();
  });

  it('creates the team after a password login and redirects after 1.2 s', async () => {
    storePending(PENDING, ['amy@example.com']);
    const creates: unknown[] = [];
    api.graphql.CreateTeam = (v) => {
      creates.push(v.input);
      return { data: { createTeam: CREATED_TEAM } };
    };
    const { store } = renderWizard(5);
    fireEvent.click(screen.getByRole('button', { name: 'Use email & password instead' }));
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'me@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret' } });
    // The right password signs in: the session appears, as with the real client.
    fakeAuth.client.signInEmailPassword.mockImplementationOnce(async () => {
      fakeAuth.setSession(fakeSession());
      return { success: true, message: 'Logged in!' };
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledTimes(1));
    expect(creates).toEqual([{ ...PENDING, inviteEmails: ['amy@example.com'] }]);
    expect(localStorage.getItem(PENDING_TEAM_KEY)).toBeNull();
    expect(localStorage.getItem(PENDING_INVITES_KEY)).toBeNull();
    expect(store.getState().currentTeam.teamId).toBe('team-1');
    expect(events.map((e) => e.name)).toContain('team_created');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByLabelText('location')).toHaveTextContent('/app/teams/create');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/app\/teams\/team-1$/);
  });
});

describe('creation', () => {
  it('shows the failure screen, reports it, and Try Again creates the team', async () => {
    storePending(PENDING);
    fakeAuth.setSession(fakeSession());
    let calls = 0;
    api.graphql.CreateTeam = () => {
      calls += 1;
      return calls === 1
        ? { errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }
        : { data: { createTeam: CREATED_TEAM } };
    };
    renderWizard(4);
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByRole('button', { name: /Creating Team\.\.\./ })).toBeDisabled();
    expect(
      await screen.findByRole('heading', { name: 'Team Creation Failed' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('There was an error creating your team. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go Unlimited' })).toBeNull();
    expect(events.find((e) => e.name === 'team_creation_failed')).toMatchObject({
      category: 'team_creation_modal',
      properties: { error: 'boom' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledTimes(1));
    expect(calls).toBe(2);
  });

  const FIVE = [
    'a@example.com',
    'b@example.com',
    'c@example.com',
    'd@example.com',
    'e@example.com',
  ];
  const planLimit = (message: string) => () => ({
    errors: [{ message, extensions: { code: 'PLAN_LIMIT' } }],
  });

  it("says why when the free plan's invite limit refuses, offers Go Unlimited and keeps the invitees", async () => {
    const INVITE_LIMIT =
      'The free plan includes up to 4 invited members. Go Unlimited to invite more.';
    storePending(PENDING, FIVE);
    fakeAuth.setSession(fakeSession());
    api.graphql.CreateTeam = planLimit(INVITE_LIMIT);
    renderWizard(4);
    fireEvent.click(screen.getByRole('button', { name: 'Create Team' }));
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByRole('heading', { name: 'Team Creation Failed' })).toBeVisible();
    expect(within(failure).getByText(INVITE_LIMIT)).toBeVisible();
    expect(failure).not.toHaveTextContent('There was an error creating your team');
    // Trying the same again would fail the same way.
    expect(within(failure).queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(within(failure).getByRole('link', { name: 'Go Unlimited' })).toHaveAttribute(
      'href',
      '/app/settings#billing',
    );
    // The wizard shows the failure itself: the client's catch-all toast is told to stay out.
    expect(api.operations.filter((o) => o.name === 'CreateTeam')).toEqual([
      { name: 'CreateTeam', handlesErrors: true },
    ]);

    // Back to the wizard: everything typed is still there, ready to edit.
    fireEvent.click(within(failure).getByRole('button', { name: 'Back to the wizard' }));
    const list = screen.getByRole('list', { name: 'Invited e-mails' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Remove e@example.com' }));
    api.graphql.CreateTeam = (v) => {
      expect((v.input as { inviteEmails: string[] }).inviteEmails).toEqual(FIVE.slice(0, 4));
      return { data: { createTeam: CREATED_TEAM } };
    };
    fireEvent.click(screen.getByRole('button', { name: 'Create Team' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledTimes(1));
  });

  it("says why when a free user's second team is refused, and Go Unlimited keeps the team", async () => {
    const TEAM_LIMIT = 'The free plan includes 1 team. Go Unlimited to create more.';
    storePending(PENDING, ['amy@example.com']);
    fakeAuth.setSession(fakeSession());
    api.graphql.CreateTeam = planLimit(TEAM_LIMIT);
    renderWizard(4);
    localStorage.clear(); // read into the form; the trip to billing must store it again
    fireEvent.click(screen.getByRole('button', { name: 'Create Team' }));
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText(TEAM_LIMIT)).toBeVisible();
    fireEvent.click(within(failure).getByRole('link', { name: 'Go Unlimited' }));
    expect(JSON.parse(localStorage.getItem(PENDING_TEAM_KEY)!)).toMatchObject(PENDING);
    expect(JSON.parse(localStorage.getItem(PENDING_INVITES_KEY)!)).toEqual(['amy@example.com']);
  });

  it("shows the server's words for bad input, with Try Again", async () => {
    storePending(PENDING);
    fakeAuth.setSession(fakeSession());
    api.graphql.CreateTeam = () => ({
      errors: [{ message: 'Invalid e-mail address: x@', extensions: { code: 'BAD_USER_INPUT' } }],
    });
    renderWizard(4);
    fireEvent.click(screen.getByRole('button', { name: 'Create Team' }));
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('Invalid e-mail address: x@')).toBeVisible();
    expect(within(failure).getByRole('button', { name: 'Try Again' })).toBeVisible();
    expect(within(failure).queryByRole('link', { name: 'Go Unlimited' })).toBeNull();
  });

  it('the success toast names the team with an Invite members link and a close button', async () => {
    storePending(PENDING);
    fakeAuth.setSession(fakeSession());
    renderWizard(4);
    fireEvent.click(screen.getByRole('button', { name: 'Create Team' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledTimes(1));
    const [message] = vi.mocked(notify.success).mock.calls[0]!;
    const toast = { id: 't1' } as Parameters<
      Extract<typeof message, (...a: never[]) => unknown>
    >[0];
    const rendered = typeof message === 'function' ? message(toast) : message;
    const { container } = render(<MemoryRouter>{rendered}</MemoryRouter>);
    const view = within(container);
    expect(view.getByText('Team Sunday Crew created')).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Invite members' })).toHaveAttribute(
      'href',
      '/app/teams/team-1',
    );
    fireEvent.click(view.getByRole('button', { name: 'Close' }));
    expect(notify.dismiss).toHaveBeenCalledWith('t1');
  });
});

describe('resume after sign-in (/app/teams/create?resume=1)', () => {
  function renderPage(path: string) {
    const { Wrapper } = makeProviders();
    render(
      <Wrapper>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/app/teams/create" element={<CreateTeamPage />} />
            <Route path="/app/teams/:id" element={<h1>Team page</h1>} />
          </Routes>
          <Where />
        </MemoryRouter>
      </Wrapper>,
    );
  }

  it('creates the pending team and redirects after 2 s', async () => {
    storePending(PENDING, ['amy@example.com']);
    fakeAuth.setSession(fakeSession());
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage('/app/teams/create?resume=1');
    await waitFor(() => expect(notify.success).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(PENDING_TEAM_KEY)).toBeNull();
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByLabelText('location')).toHaveTextContent('/app/teams/create?resume=1');
    act(() => vi.advanceTimersByTime(150));
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/app\/teams\/team-1$/);
  });

  it('removes an unparsable pending team and says there is no team data', async () => {
    localStorage.setItem(PENDING_TEAM_KEY, '{not json');
    fakeAuth.setSession(fakeSession());
    renderPage('/app/teams/create?resume=1');
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('No team data found. Please try again.'),
    );
    expect(localStorage.getItem(PENDING_TEAM_KEY)).toBeNull();
    expect(screen.getByLabelText('Team name')).toHaveValue('');
  });

  it('restores a pending team into the form', async () => {
    storePending(PENDING);
    renderPage('/app/teams/create');
    closeWelcome();
    expect(screen.getByLabelText('Team name')).toHaveValue('Sunday Crew');
  });
});

describe('Escape and Back', () => {
  it('Escape steps back, and closes on the first step; Back on the first step closes', async () => {
    storePending(PENDING);
    renderWizard(2);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
  });
});
