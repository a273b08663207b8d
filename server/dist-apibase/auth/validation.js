import { dictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod';
import { fail } from './errors.js';
const EMAIL_FIELDS = new Set(['email', 'newEmail']);
const PASSWORD_FIELDS = new Set(['password', 'newPassword']);
export const emailSchema = z.string().trim().max(254).pipe(z.email());
// The most common passwords (zxcvbn-ts's list, ~49,000 from real breaches), lower-cased.
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
const COMMON_PASSWORD = 'common-password';
/** Whether a password is on the common-passwords list (case-insensitive, surrounding spaces ignored). */
export function isCommonPassword(password) {
    return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
/**
 * A new password: between AUTH_PASSWORD_MIN_LENGTH (default 8) and 50 characters, and not one
 * of the most common passwords (400 `password-in-hibp-database`, the contract's code for a
 * known password).
 */
export function passwordSchema(config) {
    return z
        .string()
        .min(config.passwordMinLength)
        .max(config.passwordMaxLength)
        .refine((password) => !isCommonPassword(password), { message: COMMON_PASSWORD });
}
/** SignUpOptions (contract 1.3); checked further by resolveSignUpOptions. */
export const signUpOptionsSchema = z
    .object({
    redirectTo: z.string().optional(),
    locale: z.string().optional(),
    displayName: z
        .string()
        .max(32, 'displayName must be at most 32 characters')
        .regex(/^[\p{L}\p{N}\p{S}\p{Zs},.'-]*$/u, "displayName may only contain letters, digits, symbols, spaces and ,.'-")
        .optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
    defaultRole: z.string().optional(),
    allowedRoles: z.array(z.string()).optional(),
})
    .optional();
export const redirectOptionsSchema = z
    .object({ redirectTo: z.string().optional() })
    .loose()
    .optional();
/**
 * Reads and validates a JSON body. Failures are the envelope: 400 `invalid-email` / `invalid-password`
 * / `password-too-short` for those fields, else 400 `invalid-request` naming the field.
 */
export async function parseBody(c, schema) {
    const text = await c.req.text();
    let raw = {};
    if (text.trim() !== '') {
        try {
            raw = JSON.parse(text);
        }
        catch {
            throw fail('invalid-request', 'The request body is not valid JSON');
        }
    }
    return parseValue(schema, raw);
}
/** Validates a value (query parameters, a parsed body) with the same error mapping as parseBody. */
export function parseValue(schema, raw) {
    const result = schema.safeParse(raw);
    if (result.success)
        return result.data;
    const issue = result.error.issues[0];
    const field = String(issue.path.at(-1) ?? '');
    if (EMAIL_FIELDS.has(field) && issue.code !== 'invalid_type')
        throw fail('invalid-email');
    if (PASSWORD_FIELDS.has(field)) {
        if (issue.code === 'too_small')
            throw fail('password-too-short');
        if (issue.code === 'too_big') {
            throw fail('invalid-password', 'Password is incorrectly formatted: at most 50 characters');
        }
        if (issue.code === 'custom' && issue.message === COMMON_PASSWORD) {
            throw fail('password-in-hibp-database');
        }
    }
    const where = issue.path.length > 0 ? issue.path.join('.') : 'body';
    throw fail('invalid-request', `${where}: ${issue.message}`);
}
//# sourceMappingURL=validation.js.map