import type { Database } from '../../db/client.js';
import { DomainError } from '../../errors/domain-error.js';
import { requireUser } from '../membership/membership.js';
import {
  findProfile,
  findProfileOwner,
  insertProfileIfMissing,
  updateProfile,
  type ProfileRecord,
} from './profiles.repository.js';
export type { ProfileRecord } from './profiles.repository.js';

/** The part of a request's authentication these rules look at (`ctx.auth`). */
export interface ProfileCaller {
  userId: string | null;
  isAnonymous: boolean;
}

/** What an update may change (only name and last_login). Absent keys stay unchanged. */
export interface ProfilePatch {
  name?: string | null;
  lastLogin?: Date | null;
}

/** Guests keep a profile too (the name they chose), so only signed-out callers are refused. */
const profileOwner = (caller: ProfileCaller | null | undefined) =>
  requireUser(caller, 'User is not authenticated', { allowGuests: true });

/** The name is trimmed and an empty name becomes unset. */
export function normaliseName(name: string | null | undefined): string | null {
  const trimmed = name?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * The profile name a new account starts with. Sign-up stores the e-mail as the display name when
 * none is given; that is no name (the first sign-in then asks for one).
 */
export function nameFromDisplayName(displayName: string, email: string | null): string | null {
  const name = normaliseName(displayName);
  if (!name || (email && name.toLowerCase() === email.trim().toLowerCase())) return null;
  return name;
}

/** The caller's own profile. Anonymous users have none. */
export async function getMyProfile(
  db: Database,
  caller: ProfileCaller | null | undefined,
): Promise<ProfileRecord | null> {
  const userId = profileOwner(caller);
  if (caller?.isAnonymous) return null;
  return findProfile(db, userId);
}

/**
 * The caller's profile, created on first sign-in from the user's id, e-mail, display name and
 * the current time. Anonymous users get none.
 */
export async function ensureMyProfile(
  db: Database,
  caller: ProfileCaller | null | undefined,
  now: Date = new Date(),
): Promise<ProfileRecord | null> {
  const userId = profileOwner(caller);
  if (caller?.isAnonymous) return null;
  const existing = await findProfile(db, userId);
  if (existing) return existing;
  const owner = await findProfileOwner(db, userId);
  // A valid token of a deleted account: there is nobody to make a profile for.
  if (!owner) throw new DomainError('UNAUTHENTICATED', 'User is not authenticated');
  if (owner.isAnonymous) return null;
  return insertProfileIfMissing(db, {
    userId,
    email: owner.email,
    name: nameFromDisplayName(owner.displayName, owner.email),
    lastLogin: now,
  });
}

/** Changes the caller's name and/or last login. Anonymous callers cannot have a profile. */
export async function updateMyProfile(
  db: Database,
  caller: ProfileCaller | null | undefined,
  patch: ProfilePatch,
): Promise<ProfileRecord | null> {
  profileOwner(caller);
  if (caller?.isAnonymous) {
    throw new DomainError('UNAUTHENTICATED', 'Anonymous users have no profile; sign in first');
  }
  const profile = await ensureMyProfile(db, caller);
  if (!profile) return null;
  const changes: ProfilePatch = {};
  if (patch.name !== undefined) changes.name = normaliseName(patch.name);
  if (patch.lastLogin !== undefined) changes.lastLogin = patch.lastLogin;
  if (Object.keys(changes).length === 0) return profile;
  return updateProfile(db, profile.userId, changes);
}
