import { signAccessToken } from '../auth/jwt.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema/auth.js';
import { teamMembers, teams } from '../db/schema/teams.js';
import { testConfig } from './app.js';

/** A user the tests act as: the id, the e-mail it signed up with and a valid access token. */
export interface Caller {
  id: string;
  email: string;
  token: string;
}

export interface SignedInUserOptions {
  /** The sign-up e-mail; without it one is made from `name` (unique in the test file). */
  email?: string;
  /** The display name; defaults to the e-mail's local part, or `name`. */
  displayName?: string;
  /** Names a user without an e-mail of its own: `${name}.${n}@example.com`. */
  name?: string;
  /** A guest (anonymous) session: no e-mail stored, the anonymous role. */
  anonymous?: boolean;
  /** The user also owns a team on the Unlimited plan (`teamId`). */
  unlimited?: boolean;
}

let counter = 0;

/**
 * A verified user inserted directly, with an access token (for GraphQL and the REST product
 * APIs): signing up through the auth routes is the auth tests' business, not every module's.
 */
export async function signedInUser(
  db: Database,
  options: SignedInUserOptions = {},
): Promise<Caller & { teamId?: string }> {
  const anonymous = options.anonymous ?? false;
  const name = options.name ?? (options.email ? undefined : `user${++counter}`);
  const email = options.email ?? `${name}.${++counter}@example.com`;
  const role = anonymous ? 'anonymous' : 'user';
  const roles = anonymous ? ['anonymous'] : ['user', 'me'];
  const [row] = await db
    .insert(users)
    .values({
      email: anonymous ? null : email,
      displayName: options.displayName ?? name ?? email.split('@')[0]!,
      isAnonymous: anonymous,
      emailVerified: !anonymous,
      defaultRole: role,
      roles,
    })
    .returning({ id: users.id });
  const token = await signAccessToken(testConfig(), {
    userId: row!.id,
    defaultRole: role,
    allowedRoles: roles,
    isAnonymous: anonymous,
  });
  const caller = { id: row!.id, email, token };
  if (!options.unlimited) return caller;
  const [team] = await db
    .insert(teams)
    .values({
      name: 'Sunday Crew',
      league: 'NFL',
      teamName: 'Dallas Cowboys',
      ownerId: caller.id,
      plan: 'unlimited',
    })
    .returning({ id: teams.id });
  await db.insert(teamMembers).values({ teamId: team!.id, userId: caller.id, role: 'owner' });
  return { ...caller, teamId: team!.id };
}
