/** The sign-in panel's public entry: what other mf-landing features may use. */
export { SignInPanel } from './SignInPanel';
