import { safeStorage } from '../storage';

/** The wizard's team, kept in local storage while the user signs in. */
export interface PendingTeam {
  name: string;
  league: string;
  teamName: string;
  season: string;
}

export const PENDING_TEAM_KEY = 'tiix.pendingTeam';
export const PENDING_INVITES_KEY = 'tiix.pendingInvites';

function isPendingTeam(value: unknown): value is PendingTeam {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (['name', 'league', 'teamName', 'season'] as const).every(
    (k) => typeof v[k] === 'string' && (v[k] as string).length > 0,
  );
}

/** The pending team and its invite e-mails, or null. An unparsable pending team is removed. */
export function readPendingTeam(): { team: PendingTeam; inviteEmails: string[] } | null {
  const raw = safeStorage.get(PENDING_TEAM_KEY);
  if (raw === null) return null;
  let team: unknown;
  try {
    team = JSON.parse(raw);
  } catch {
    team = null;
  }
  if (!isPendingTeam(team)) {
    clearPendingTeam();
    return null;
  }
  let inviteEmails: string[] = [];
  try {
    const parsed: unknown = JSON.parse(safeStorage.get(PENDING_INVITES_KEY) ?? '[]');
    if (Array.isArray(parsed))
      inviteEmails = parsed.filter((e): e is string => typeof e === 'string');
  } catch {
    // A broken invite list only loses the invites, not the team.
  }
  return {
    team: { name: team.name, league: team.league, teamName: team.teamName, season: team.season },
    inviteEmails,
  };
}

export function savePendingTeam(team: PendingTeam, inviteEmails: readonly string[] = []): void {
  safeStorage.set(PENDING_TEAM_KEY, JSON.stringify(team));
  safeStorage.set(PENDING_INVITES_KEY, JSON.stringify(inviteEmails));
}

export function clearPendingTeam(): void {
  safeStorage.remove(PENDING_TEAM_KEY);
  safeStorage.remove(PENDING_INVITES_KEY);
}

/**
 * Reads and removes the pending team in one step, so that of several tabs signing in at once
 * (the wizard and the magic-link tab) only the first creates it. Put it back on failure.
 */
export function takePendingTeam(): { team: PendingTeam; inviteEmails: string[] } | null {
  const pending = readPendingTeam();
  if (pending) clearPendingTeam();
  return pending;
}
