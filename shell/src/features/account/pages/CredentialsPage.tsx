import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '@tiix/shared-data';
import { AccountScreen } from '../components/AccountScreen';
import { CredentialsForm, type CredentialsMode } from '../components/CredentialsForm';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm';
import { safeNext, withQuery } from '../utils/redirects';

const COPY = {
  login: { title: 'Log in', lead: 'Welcome back. Sign in to your Tiix account.' },
  signup: { title: 'Create account', lead: 'Share season tickets with your friends.' },
} as const;

/**
 * `/login` and `/signup` (query `next`, `email`): the same e-mail and password form. A signed-in
 * visitor goes straight to `next` (default /app).
 */
function CredentialsPage({ mode }: { mode: CredentialsMode }) {
  const [params] = useSearchParams();
  const rawNext = params.get('next');
  const next = safeNext(rawNext);
  const navigate = useNavigate();
  const { user } = useAuth();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [forgot, setForgot] = useState(false);

  // An anonymous session is not an account: it may still log in or sign up.
  if (user && !user.isAnonymous) return <Navigate to={next} replace />;

  const copy = COPY[mode];
  return (
    <AccountScreen title={copy.title} lead={copy.lead} footer={<Link to="/">Return to Home</Link>}>
      {forgot ? (
        <ForgotPasswordForm
          initialEmail={email}
          onEmailChange={setEmail}
          onBack={() => setForgot(false)}
        />
      ) : (
        <CredentialsForm
          key={mode}
          mode={mode}
          initialEmail={email}
          onEmailChange={setEmail}
          autoFocus
          onSignedIn={() => navigate(next, { replace: true })}
          onForgotPassword={
            mode === 'login'
              ? (typed) => {
                  setEmail(typed);
                  setForgot(true);
                }
              : undefined
          }
          renderLinks={(typed) =>
            mode === 'login' ? (
              <Link to={withQuery('/signup', { email: typed, next: rawNext })}>Create account</Link>
            ) : (
              <Link to={withQuery('/login', { email: typed, next: rawNext })}>
                Have an account? Log in
              </Link>
            )
          }
        />
      )}
    </AccountScreen>
  );
}

/** `/login`: e-mail and password sign-in. */
export function LoginPage() {
  return <CredentialsPage mode="login" />;
}

/** `/signup`: account creation with e-mail verification. */
export function SignupPage() {
  return <CredentialsPage mode="signup" />;
}
