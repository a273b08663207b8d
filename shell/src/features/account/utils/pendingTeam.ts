import { safeStorage } from '@tiix/shared-data';

/** Local-storage key of the team a guest started in the wizard before signing in. */
export const PENDING_TEAM_KEY = 'tiix.pendingTeam';
/** Local-storage key of the invite e-mails saved with the pending team. */
export const PENDING_INVITES_KEY = 'tiix.pendingInvites';
/** Where the wizard resumes creating a pending team after sign-in. */
export const RESUME_PENDING_TEAM_PATH = '/app/teams/create?resume=1';

/**
 * True when a usable pending team is stored. An unparsable one is removed, so a
 * broken record cannot send every later sign-in to the wizard.
 */
export function hasPendingTeam(): boolean {
  const raw = safeStorage.get(PENDING_TEAM_KEY);
  if (!raw) return false;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return true;
  } catch {
    // fall through: unparsable
  }
  safeStorage.remove(PENDING_TEAM_KEY);
  return false;
}
