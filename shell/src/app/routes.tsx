import { lazy, Suspense, useLayoutEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes, useSearchParams } from 'react-router';
import { removePrerender } from '../features/remotes/prerender';
import { PageLoading, RemotePage } from '../features/remotes/RemotePage';
import type { RemoteName } from '../features/remotes/remoteRegistry';
import { AppLayout } from '../features/layout/AppLayout';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { RequireSignIn } from '../features/session/RequireSignIn';

import type * as AccountPages from '../features/account/AccountPages';

/**
 * The account pages come from a chunk of their own: the dashboard, where most visits start,
 * needs none of their code before it shows.
 */
const accountPage = (name: keyof typeof AccountPages) =>
  lazy(() =>
    import('../features/account/AccountPages').then((pages) => ({ default: pages[name] })),
  );
const AuthCallbackPage = accountPage('AuthCallbackPage');
const LoginPage = accountPage('LoginPage');
const ProfilePage = accountPage('ProfilePage');
const ResetPasswordPage = accountPage('ResetPasswordPage');
const SettingsPage = accountPage('SettingsPage');
const SignupPage = accountPage('SignupPage');

/** A page of the shell's own that may still be loading. */
const shellPage = (page: ReactNode) => <Suspense fallback={<PageLoading />}>{page}</Suspense>;

/** A page owned by a remote; the key gives each page its own loader state. */
const remote = (name: RemoteName, page: string) => (
  <RemotePage key={`${name}:${page}`} remote={name} page={page} />
);

/** `/` is the landing page, with the create-team wizard as a modal when `?flow=create-team`. */
function LandingRoute() {
  const [params] = useSearchParams();
  // Leaving `/` before the landing remote has loaded: its prerendered copy goes too.
  useLayoutEffect(() => removePrerender, []);
  return (
    <>
      <RemotePage key="mf-landing:landing" remote="mf-landing" page="landing" prerendered />
      {params.get('flow') === 'create-team' && remote('mf-wizard', 'createTeamModal')}
    </>
  );
}

/** The product's routes: each route is mounted in the app that owns it. */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<LandingRoute />} />
      <Route path="legal" element={remote('mf-landing', 'legal')} />
      <Route path="demo" element={remote('mf-teams', 'demo')} />
      <Route path="accept-invite/:token" element={remote('mf-teams', 'acceptInvite')} />
      <Route path="auth/callback" element={shellPage(<AuthCallbackPage />)} />
      <Route path="auth/reset-password" element={shellPage(<ResetPasswordPage />)} />
      <Route path="login" element={shellPage(<LoginPage />)} />
      <Route path="signup" element={shellPage(<SignupPage />)} />
      <Route path="app" element={<AppLayout />}>
        <Route element={<RequireSignIn />}>
          <Route index element={<DashboardPage />} />
          <Route path="teams" element={remote('mf-teams', 'teamList')} />
          <Route path="teams/create" element={remote('mf-wizard', 'createTeam')} />
          <Route path="teams/:teamId" element={remote('mf-teams', 'teamDetail')} />
          <Route path="teams/:teamId/draft" element={remote('mf-draft', 'teamDraft')} />
          <Route path="teams/:teamId/chat" element={remote('mf-teams', 'chat')} />
          <Route path="teams/:teamId/swaps" element={remote('mf-teams', 'swaps')} />
          <Route path="teams/:teamId/season" element={remote('mf-teams', 'seasonBoard')} />
          <Route
            path="teams/:teamId/handover/:token"
            element={remote('mf-teams', 'teamHandover')}
          />
          <Route path="draft/:draftId" element={remote('mf-draft', 'draft')} />
          <Route path="games" element={remote('mf-teams', 'games')} />
          <Route path="payments" element={remote('mf-payments', 'payments')} />
          <Route path="profile" element={shellPage(<ProfilePage />)} />
          <Route path="settings" element={shellPage(<SettingsPage />)} />
        </Route>
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
