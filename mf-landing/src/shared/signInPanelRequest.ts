// A "Sign in" pressed on the server-rendered landing page, before the shell and the live page
// have loaded: the page's script (features/landing/island) records the request here and starts
// the shell, and the live panel opens itself when it mounts. An attribute on <html> carries it,
// since the server-rendered markup (and anything kept on it) is gone by then. Kept out of the
// sign-in panel's folder so the page's script does not pull in the panel.
const ATTRIBUTE = 'data-tiix-open';
const SIGN_IN = 'sign-in';

/** Asks the live page, once it mounts, to open the sign-in panel. */
export function requestSignInPanel(): void {
  document.documentElement.setAttribute(ATTRIBUTE, SIGN_IN);
}

/** Whether a sign-in panel request is waiting (false where there is no document). */
export function hasSignInPanelRequest(): boolean {
  return (
    typeof document !== 'undefined' && document.documentElement.getAttribute(ATTRIBUTE) === SIGN_IN
  );
}

/** Marks the request as handled. */
export function clearSignInPanelRequest(): void {
  if (typeof document !== 'undefined') document.documentElement.removeAttribute(ATTRIBUTE);
}
