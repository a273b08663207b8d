/** Messages and limits that several parts of the product say word for word. */

/**
 * A team the caller may not see reads exactly like one that does not exist, so that ids cannot
 * be probed (code NOT_FOUND).
 */
export const TEAM_NOT_FOUND_OR_DENIED = 'Team not found or access denied';

/**
 * Password length: at least 8 characters (a server may set a higher minimum), at most 50. The
 * server also refuses the most common passwords.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 50;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;

/** How the notification settings and e-mails name each kind of notification. */
export const NOTIFICATION_KIND_LABELS = {
  draft_your_turn: 'your turn in a draft',
  swap_offered: 'swaps offered to you',
  swap_accepted: 'your swaps accepted',
  swap_declined: 'your swaps declined',
  payment_requested: 'payment requests to you',
  payment_paid: 'payments made to you',
  game_soon: 'your games in the next 48 hours',
  tickets_to_send: 'tickets you hold for teammates',
  tickets_for_you: 'tickets sent to you',
  member_removed: 'being removed from a team',
  team_handover: 'teams handed over to you',
} as const;
