// The account pages the shell's routes mount (names fixed by src/app/routes.tsx).
import './account.css';

export { LoginPage, SignupPage } from './pages/CredentialsPage';
export { AuthCallbackPage } from './pages/AuthCallbackPage';
export { ResetPasswordPage } from './pages/ResetPasswordPage';
export { ProfilePage } from './pages/ProfilePage';
export { SettingsPage } from './settings/SettingsPage';
