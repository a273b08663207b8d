import { fail } from './errors.js';
import { resolveRedirectTo } from './redirects.js';
export function resolveSignUpOptions(config, input) {
    const allowedRoles = input?.allowedRoles ?? config.defaultAllowedRoles;
    for (const role of allowedRoles) {
        if (!config.defaultAllowedRoles.includes(role))
            throw fail('role-not-allowed');
    }
    const defaultRole = input?.defaultRole ?? config.defaultRole;
    if (!allowedRoles.includes(defaultRole))
        throw fail('default-role-must-be-in-allowed-roles');
    return {
        redirectTo: resolveRedirectTo(config, input?.redirectTo),
        locale: resolveLocale(config, input?.locale),
        displayName: input?.displayName?.trim() || undefined,
        metadata: input?.metadata,
        defaultRole,
        allowedRoles,
    };
}
/** A locale outside the allowed list is silently replaced by the default (current upstream). */
export function resolveLocale(config, locale) {
    const wanted = locale?.toLowerCase();
    return wanted && wanted.length === 2 && config.allowedLocales.includes(wanted)
        ? wanted
        : config.defaultLocale;
}
/**
 * The e-mail access lists: blocked address, then blocked domain, then allowed
 * address, then allowed domain; a non-empty allow list rejects everything else.
 */
export function isEmailAllowed(config, email) {
    const address = email.trim().toLowerCase();
    const domain = address.slice(address.lastIndexOf('@') + 1);
    const { allowedEmails, allowedEmailDomains, blockedEmails, blockedEmailDomains } = config.access;
    if (blockedEmails.includes(address) || blockedEmailDomains.includes(domain))
        return false;
    if (allowedEmails.length === 0 && allowedEmailDomains.length === 0)
        return true;
    return allowedEmails.includes(address) || allowedEmailDomains.includes(domain);
}
/** Refuses an address the access lists reject, with 401 invalid-email-password. */
export function assertEmailAllowed(config, email) {
    if (!isEmailAllowed(config, email))
        throw fail('invalid-email-password');
}
//# sourceMappingURL=options.js.map