import { useAuth, useSignInFlow } from '@tiix/shared-data';
import { CALLBACK_PATH, absoluteUrl } from '../utils/redirects';
import { MSG } from '../utils/messages';

/**
 * The sign-in flow behind the e-mail forms (password, magic link, reset). Every link the server
 * e-mails comes back through the callback page: the only one that signs in from the address, and
 * the one that opens the new-password form for a reset link.
 */
export function useEmailFlow(initialEmail: string, onSignedIn: () => void) {
  const { client } = useAuth();
  const flow = useSignInFlow({
    client,
    initialEmail,
    redirectTo: absoluteUrl(CALLBACK_PATH),
    fallbackError: MSG.unexpected,
    onSignedIn: () => onSignedIn(),
  });
  return { client, flow };
}
