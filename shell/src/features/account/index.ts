/** The account feature's public entry: what other shell features may use. */
export { SignInPage } from './SignInPage';
