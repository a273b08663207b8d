import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createAppStore, type AuthSession } from '@tiix/shared-data';
import { fakeAuth, fakeSession, renderWithProviders } from '@tiix/shared-data/testing';
import AcceptInvitePage from './AcceptInvitePage';
import { INVITE_TEXT } from './messages';

const SESSION = fakeSession({ id: 'u-invitee', email: 'friend@tiix.dev' });

type Answer = { status: number; body: unknown } | 'network';
let previewAnswer: Answer;
let acceptAnswer: Answer;
const requests: { path: string; body: unknown; auth: string | null }[] = [];
let fetchSpy: MockInstance<typeof fetch>;

function reply(answer: Answer) {
  if (answer === 'network') return Promise.reject(new TypeError('Failed to fetch'));
  return Promise.resolve({
    ok: answer.status < 400,
    status: answer.status,
    json: async () => answer.body,
  } as Response);
}

beforeEach(() => {
  localStorage.clear();
  requests.length = 0;
  previewAnswer = {
    status: 200,
    body: {
      ok: true,
      team: { name: 'Sunday Crew', league: 'NFL' },
      loginPrefillEmail: 'friend@tiix.dev',
    },
  };
  acceptAnswer = { status: 200, body: { ok: true, data: { teamId: 't1', team_id: 't1' } } };
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    const path = new URLSearchParams(url.split('?')[1]).get('path') ?? url;
    requests.push({
      path,
      body: JSON.parse(String(init?.body)),
      auth: headers.get('authorization'),
    });
    return reply(path === 'invites/preview' ? previewAnswer : acceptAnswer);
  });
});
afterEach(() => {
  fetchSpy.mockRestore();
  vi.useRealTimers();
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

/** The fake auth client, whose sign-ins succeed and publish a session as the real one's do. */
function signedInAs(session: AuthSession | null) {
  fakeAuth.reset();
  fakeAuth.setSession(session);
  const auth = fakeAuth.client;
  auth.signInEmailPassword.mockImplementation(async () => {
    fakeAuth.setSession(SESSION);
    return { success: true, message: 'Logged in!' };
  });
  auth.signInMagicLink.mockResolvedValue({
    success: true,
    message: 'Magic link sent! Check your email and click the link to sign in.',
  });
  return auth;
}

function renderPage(session: AuthSession | null, path = '/accept-invite/tok-1') {
  const auth = signedInAs(session);
  const store = createAppStore();
  renderWithProviders(
    <>
      <Routes>
        <Route path="/accept-invite/:token?" element={<AcceptInvitePage />} />
        <Route path="/app/teams/:teamId" element={<p>Team page</p>} />
        <Route path="/app/teams" element={<p>Teams page</p>} />
      </Routes>
      <Where />
    </>,
    { store, auth: fakeAuth.authClient, route: path },
  );
  return { auth, store };
}

/** Lets the stubbed fetches and the state updates after them settle. */
async function settle() {
  for (let i = 0; i < 10; i++) {
    await act(async () => {
      await Promise.resolve();
    });
  }
}

const heading = () => screen.getByRole('heading', { level: 1 });

describe('AcceptInvitePage', () => {
  it("shows 'Hang tight...' while the preview loads", async () => {
    let release: (value: Response) => void = () => undefined;
    fetchSpy.mockImplementation(() => new Promise<Response>((resolve) => (release = resolve)));
    renderPage(null);
    expect(heading()).toHaveTextContent('Hang tight...');
    expect(screen.queryByRole('link', { name: 'Go home' })).not.toBeInTheDocument();
    release({
      ok: true,
      status: 200,
      json: async () => ({ ok: false, error: 'invite_not_found' }),
    } as Response);
    await settle();
  });

  it.each([
    ['invite_not_found', 404, 'This invitation link is invalid.'],
    ['invite_revoked', 410, 'This invitation has been revoked.'],
    ['invite_expired', 410, 'This invitation has expired. Ask the team for a new one.'],
    ['invite_already_accepted', 409, 'This invitation was already accepted.'],
    ['something_else', 500, 'Could not preview invitation.'],
  ])('preview %s shows %s with Go home', async (error, status, text) => {
    previewAnswer = { status, body: { ok: false, error } };
    renderPage(SESSION);
    await settle();
    expect(heading()).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    expect(requests.map((r) => r.path)).toEqual(['invites/preview']);
  });

  it("shows 'Could not preview invitation.' on a network failure", async () => {
    previewAnswer = 'network';
    renderPage(null);
    await settle();
    expect(heading()).toHaveTextContent(INVITE_TEXT.previewFailed);
  });

  it("shows 'Invalid invitation link.' without a token and asks nothing", async () => {
    renderPage(null, '/accept-invite');
    await settle();
    expect(heading()).toHaveTextContent('Invalid invitation link.');
    expect(screen.getByRole('link', { name: 'Go home' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('accepts for a signed-in user, then opens the team after 1.5 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { store } = renderPage(SESSION);
    await settle();
    expect(heading()).toHaveTextContent('Success! You have joined the team. Redirecting...');
    expect(requests).toEqual([
      { path: 'invites/preview', body: { token: 'tok-1' }, auth: null },
      {
        path: 'invites/accept',
        body: { tokenOrId: 'tok-1', userId: 'u-invitee' },
        auth: 'Bearer access-token',
      },
    ]);
    expect(store.getState().currentTeam.teamId).toBe('t1');
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByTestId('where')).toHaveTextContent('/accept-invite/tok-1');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('where')).toHaveTextContent('/app/teams/t1');
    expect(screen.getByText('Team page')).toBeInTheDocument();
  });

  it('goes to the team list when the accept answer has no team id', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    acceptAnswer = { status: 200, body: { ok: true, data: {} } };
    renderPage(SESSION);
    await settle();
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByTestId('where')).toHaveTextContent('/app/teams');
    expect(screen.getByText('Teams page')).toBeInTheDocument();
  });

  it('shows the accept failure message, or the fallback', async () => {
    acceptAnswer = {
      status: 403,
      body: { ok: false, error: 'email_mismatch', message: 'This invite is for another e-mail.' },
    };
    renderPage(SESSION);
    await settle();
    expect(heading()).toHaveTextContent('This invite is for another e-mail.');
    expect(screen.getByRole('link', { name: 'Go home' })).toBeInTheDocument();
  });

  it('shows the fallback when accepting fails without a message', async () => {
    acceptAnswer = 'network';
    renderPage(SESSION);
    await settle();
    expect(heading()).toHaveTextContent('Something went wrong while accepting the invitation.');
  });

  it('asks a signed-out visitor to log in, with the team, league and invited e-mail', async () => {
    renderPage(null);
    await settle();
    expect(heading()).toHaveTextContent('Log in to accept your invite');
    expect(screen.getByText(/You've been invited to join/)).toHaveTextContent(
      "You've been invited to join Sunday Crew (NFL).",
    );
    expect(screen.getByText(/Invitation sent to/)).toHaveTextContent(
      'Invitation sent to friend@tiix.dev',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('friend@tiix.dev');
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(requests.map((r) => r.path)).toEqual(['invites/preview']);
  });

  it('toggles between log in and create account, and password and magic link', async () => {
    const user = userEvent.setup();
    renderPage(null);
    await settle();
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(heading()).toHaveTextContent('Create account to accept your invite');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
    // The link changes its words, not its place: the focus stays on it.
    expect(screen.getByRole('button', { name: 'Have an account? Log in' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Have an account? Log in' }));
    expect(heading()).toHaveTextContent('Log in to accept your invite');

    await user.click(screen.getByRole('button', { name: 'Use magic link instead' }));
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send magic link' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use email & password instead' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Use email & password instead' }));
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('sends a magic link that returns to this invite', async () => {
    const user = userEvent.setup();
    const { auth } = renderPage(null);
    await settle();
    await user.click(screen.getByRole('button', { name: 'Use magic link instead' }));
    await user.click(screen.getByRole('button', { name: 'Send magic link' }));
    expect(auth.signInMagicLink).toHaveBeenCalledWith(
      'friend@tiix.dev',
      expect.objectContaining({ redirectTo: '/auth/callback?next=%2Faccept-invite%2Ftok-1' }),
    );
    expect(
      await screen.findByText('Magic link sent! Check your email and click the link to sign in.'),
    ).toHaveAttribute('role', 'status');
  });

  it('signs up with the invite as the verification return address', async () => {
    const user = userEvent.setup();
    const { auth } = renderPage(null);
    await settle();
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(auth.signUpEmailPassword).toHaveBeenCalledWith('friend@tiix.dev', 'secret1', {
      redirectTo: '/auth/callback?next=%2Faccept-invite%2Ftok-1',
    });
    expect(await screen.findByText('Account created. Check your email to verify.')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('shows a sign-in failure in an alert', async () => {
    const user = userEvent.setup();
    const { auth } = renderPage(null);
    await settle();
    auth.signInEmailPassword.mockResolvedValueOnce({ success: false, message: 'Login failed' });
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
    expect(requests.map((r) => r.path)).toEqual(['invites/preview']);
  });

  it('accepts as soon as the visitor logs in with a password', async () => {
    const user = userEvent.setup();
    const { auth } = renderPage(null);
    await settle();
    await user.type(screen.getByLabelText('Password'), 'password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(auth.signInEmailPassword).toHaveBeenCalledWith('friend@tiix.dev', 'password');
    await settle();
    expect(heading()).toHaveTextContent(INVITE_TEXT.accepted);
    expect(requests.filter((r) => r.path === 'invites/accept')).toHaveLength(1);
  });
});
