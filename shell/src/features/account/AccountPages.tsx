import { Link } from 'react-router';
import { usePageTitle } from '../layout/usePageTitle';

/**
 * Account screens owned by the shell. Their forms and flows arrive with the accounts issue;
 * until then each route shows its real title and layout.
 */
function AccountFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children?: React.ReactNode;
}) {
  usePageTitle(title);
  return (
    <main className="shell-account">
      <div className="shell-account__card">
        <h1>{title}</h1>
        <p className="shell-account__lead">{lead}</p>
        {children}
        <p>
          <Link to="/">Return to home</Link>
        </p>
      </div>
    </main>
  );
}

export function LoginPage() {
  return <AccountFrame title="Log in" lead="Sign in to your Tiix account." />;
}

export function SignupPage() {
  return <AccountFrame title="Create account" lead="Create your Tiix account." />;
}

export function AuthCallbackPage() {
  return (
    <AccountFrame title="Signing you in..." lead="Please wait while we complete your login." />
  );
}

export function ResetPasswordPage() {
  return <AccountFrame title="Set New Password" lead="Choose a new password for your account." />;
}

export function ProfilePage() {
  usePageTitle('Profile');
  return (
    <section className="shell-page">
      <h1>Profile</h1>
      <p>Manage your account settings and preferences.</p>
    </section>
  );
}

export function SettingsPage() {
  usePageTitle('Settings');
  return (
    <section className="shell-page">
      <h1>Settings</h1>
    </section>
  );
}
