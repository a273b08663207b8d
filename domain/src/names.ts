/** How people and teams are named. */

/** Team names are 1-50 characters after trimming. */
export const TEAM_NAME_MAX = 50;
/** Above this length the wizard warns that the name may be cut short on small screens. */
export const TEAM_NAME_WARN = 32;

/** A person with no name to show (a departed member, an unknown holder). */
export const UNNAMED_PERSON = 'Teammate';

/**
 * How a person is named to their teammates: the team's display name for them, else their
 * profile name, else the auth display name, else the part of the e-mail before the '@'.
 * One rule for the members list, the draft room, payments and the activity feed.
 */
export function personName(parts: {
  memberDisplayName?: string | null;
  profileName?: string | null;
  userDisplayName?: string | null;
  email?: string | null;
}): string {
  const candidates = [parts.memberDisplayName, parts.profileName, parts.userDisplayName];
  // Sign-up stores the e-mail as the auth display name when none is given; a "name" that is the
  // e-mail would show the address to every teammate, so it counts as no name.
  const email = parts.email?.trim().toLowerCase();
  for (const c of candidates) {
    const trimmed = c?.trim();
    if (trimmed && trimmed.toLowerCase() !== email) return trimmed;
  }
  const local = parts.email?.split('@')[0]?.trim();
  return local || UNNAMED_PERSON;
}

/** '/logos/nfl/dallas-cowboys.svg' for an opponent's name (the server's team slug). */
export function teamLogoUrl(league: string, teamName: string): string {
  const slug = teamName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `/logos/${league.toLowerCase()}/${slug}.svg`;
}
