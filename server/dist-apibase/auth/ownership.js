import { deleteUserRefreshTokens } from './refresh-tokens.repository.js';
import { updateUser } from './users.repository.js';
import { deleteUserSecurityKeys } from './webauthn/webauthn.repository.js';
/**
 * The mailbox owner has just proved the address (magic link, e-mailed code, password-reset link,
 * or a provider that vouches for it). On an account whose address was never proven, everything
 * set up before that proof may belong to someone who typed another person's address at sign-up:
 * the password, 2FA, passkeys and every session and personal access token go, and the address
 * becomes verified. A verified account is returned unchanged.
 */
export async function proveEmailOwnership(deps, user) {
    if (user.emailVerified)
        return user;
    await deleteUserRefreshTokens(deps.db, user.id);
    await deleteUserSecurityKeys(deps.db, user.id);
    const updated = await updateUser(deps.db, user.id, {
        emailVerified: true,
        passwordHash: null,
        activeMfaType: null,
        totpSecret: null,
    });
    return updated ?? user;
}
//# sourceMappingURL=ownership.js.map