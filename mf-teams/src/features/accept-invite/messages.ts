/** The invite page's texts, word for word: keep them verbatim. */
export const INVITE_TEXT = {
  loading: 'Hang tight...',
  missing: 'Invalid invitation link.',
  invalid: 'This invitation link is invalid.',
  revoked: 'This invitation has been revoked.',
  expired: 'This invitation has expired. Ask the team for a new one.',
  already: 'This invitation was already accepted.',
  previewFailed: 'Could not preview invitation.',
  acceptFailed: 'Something went wrong while accepting the invitation.',
  accepted: 'Success! You have joined the team. Redirecting...',
  goHome: 'Go home',
  toSignup: 'Create an account',
  toLogin: 'Have an account? Log in',
  toMagicLink: 'Use magic link instead',
  toPassword: 'Use email & password instead',
} as const;

/** The invite redirect waits 1.5 s so the success message can be read. */
export const ACCEPT_REDIRECT_MS = 1500;
