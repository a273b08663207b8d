import { PENDING_TEAM_KEY, safeStorage } from '@tiix/shared-data';

/** The local-storage key of the team a guest started in the wizard (shared-data keeps it). */
export { PENDING_TEAM_KEY };
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
