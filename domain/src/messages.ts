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
