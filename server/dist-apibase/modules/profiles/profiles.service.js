import { appError } from '../../graphql/errors.js';
import { findProfile, findProfileOwner, insertProfileIfMissing, updateProfile, } from './profiles.repository.js';
function requireUser(caller) {
    if (!caller?.userId)
        throw appError('UNAUTHENTICATED', 'User is not authenticated');
    return caller.userId;
}
/** Spec 5: the name is trimmed and an empty name becomes unset. */
export function normaliseName(name) {
    const trimmed = name?.trim() ?? '';
    return trimmed === '' ? null : trimmed;
}
/**
 * The profile name a new account starts with. Sign-up stores the e-mail as the display name when
 * none is given; that is no name (the first sign-in then asks for one).
 */
export function nameFromDisplayName(displayName, email) {
    const name = normaliseName(displayName);
    if (!name || (email && name.toLowerCase() === email.trim().toLowerCase()))
        return null;
    return name;
}
/** The caller's own profile. Anonymous users have none. */
export async function getMyProfile(db, caller) {
    const userId = requireUser(caller);
    if (caller?.isAnonymous)
        return null;
    return findProfile(db, userId);
}
/**
 * The caller's profile, created on first sign-in from the user's id, e-mail, display name and
 * the current time (spec 4, Session). Anonymous users get none.
 */
export async function ensureMyProfile(db, caller, now = new Date()) {
    const userId = requireUser(caller);
    if (caller?.isAnonymous)
        return null;
    const existing = await findProfile(db, userId);
    if (existing)
        return existing;
    const owner = await findProfileOwner(db, userId);
    // A valid token of a deleted account: there is nobody to make a profile for.
    if (!owner)
        throw appError('UNAUTHENTICATED', 'User is not authenticated');
    if (owner.isAnonymous)
        return null;
    return insertProfileIfMissing(db, {
        userId,
        email: owner.email,
        name: nameFromDisplayName(owner.displayName, owner.email),
        lastLogin: now,
    });
}
/** Changes the caller's name and/or last login. Anonymous callers cannot have a profile. */
export async function updateMyProfile(db, caller, patch) {
    requireUser(caller);
    if (caller?.isAnonymous) {
        throw appError('UNAUTHENTICATED', 'Anonymous users have no profile; sign in first');
    }
    const profile = await ensureMyProfile(db, caller);
    if (!profile)
        return null;
    const changes = {};
    if (patch.name !== undefined)
        changes.name = normaliseName(patch.name);
    if (patch.lastLogin !== undefined)
        changes.lastLogin = patch.lastLogin;
    if (Object.keys(changes).length === 0)
        return profile;
    return updateProfile(db, profile.userId, changes);
}
//# sourceMappingURL=profiles.service.js.map