import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, Card } from '@tiix/shared-ui';
import { CredentialsForm } from './components/CredentialsForm';
import { ForgotPasswordForm } from './components/ForgotPasswordForm';
import { MagicLinkForm } from './components/MagicLinkForm';
import { ProviderButtons } from './components/ProviderButtons';
import { useDocumentTitle } from './utils/useDocumentTitle';
import { withQuery } from './utils/redirects';
import './account.css';

type View = 'magic' | 'password' | 'forgot';

/**
 * The sign-in page the app area shows to a signed-out visitor who is not a guest: magic link or
 * e-mail and password, Google and Apple, and a way home. Signing in re-renders the guarded page
 * in place, so the visitor stays on the address they asked for.
 */
export function SignInPage() {
  useDocumentTitle('Sign in');
  const location = useLocation();
  const [view, setView] = useState<View>('magic');
  const [email, setEmail] = useState('');
  const here = location.pathname + location.search;

  return (
    <section className="acct-signin" aria-labelledby="acct-signin-title">
      <Card className="acct-signin__card" padding="lg">
        <h1 id="acct-signin-title" className="acct-screen__title">
          Sign in
        </h1>
        <p className="acct-muted">Sign in to see your teams, games and payments.</p>

        {view === 'magic' ? (
          <MagicLinkForm
            initialEmail={email}
            onEmailChange={setEmail}
            // The session is there already; the guard shows the page on its own.
            onAlreadySignedIn={() => {}}
          />
        ) : view === 'password' ? (
          <CredentialsForm
            mode="login"
            initialEmail={email}
            onEmailChange={setEmail}
            onSignedIn={() => {}}
            onForgotPassword={(typed) => {
              setEmail(typed);
              setView('forgot');
            }}
          />
        ) : (
          <ForgotPasswordForm
            initialEmail={email}
            onEmailChange={setEmail}
            onBack={() => setView('password')}
          />
        )}

        {view !== 'forgot' ? (
          <Button
            variant="link"
            size="sm"
            className="acct-switch"
            onClick={() => setView(view === 'magic' ? 'password' : 'magic')}
          >
            {view === 'magic' ? 'Use email & password instead' : 'Use magic link instead'}
          </Button>
        ) : null}

        <div className="acct-divider" role="separator">
          <span>or</span>
        </div>
        <ProviderButtons />

        <div className="acct-links acct-links--spread">
          <Link to={withQuery('/signup', { email, next: here })}>Create account</Link>
          <Link to="/">Return to Home</Link>
        </div>
      </Card>
    </section>
  );
}
