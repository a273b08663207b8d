import { z } from 'zod';
// config.ts imports this file too; ConfigError is only used when building, after both loaded.
import { ConfigError } from '../../config.js';
// `FOO=` in a shell or .env file means "not set", as in src/config.ts.
const blankAsUnset = (value) => typeof value === 'string' && value.trim() === '' ? undefined : value;
const env = (schema) => z.preprocess(blankAsUnset, schema);
/** Environment variables of passwordless SMS sign-in (documented in ./README.md). */
export const smsEnvSchema = {
    // On by default in Tiix; without SMS_PROVIDER the codes only reach the server log.
    AUTH_SMS_PASSWORDLESS_ENABLED: env(z
        .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
        .default('true')
        .transform((v) => v === 'true' || v === '1' || v === 'yes')),
    SMS_PROVIDER: env(z.enum(['console', 'twilio']).default('console')),
    SMS_TWILIO_ACCOUNT_SID: env(z.string().optional()),
    SMS_TWILIO_AUTH_TOKEN: env(z.string().optional()),
    /** A sender number (E.164) or a Messaging Service SID (MG...). */
    SMS_TWILIO_FROM: env(z.string().optional()),
    SMS_TWILIO_API_URL: env(z
        .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
        .default('https://api.twilio.com')),
};
/** Builds the SMS settings; throws ConfigError when the chosen provider lacks a setting. */
export function buildSmsConfig(e) {
    const problems = [];
    let provider = { kind: 'console' };
    if (e.SMS_PROVIDER === 'twilio') {
        const { SMS_TWILIO_ACCOUNT_SID: accountSid, SMS_TWILIO_AUTH_TOKEN: authToken } = e;
        const from = e.SMS_TWILIO_FROM;
        for (const [name, value] of [
            ['SMS_TWILIO_ACCOUNT_SID', accountSid],
            ['SMS_TWILIO_AUTH_TOKEN', authToken],
            ['SMS_TWILIO_FROM', from],
        ]) {
            if (!value)
                problems.push(`  ${name}: required when SMS_PROVIDER=twilio`);
        }
        if (problems.length) {
            throw new ConfigError(`Invalid environment configuration:\n${problems.join('\n')}`);
        }
        if (accountSid && authToken && from) {
            provider = { kind: 'twilio', accountSid, authToken, from, apiUrl: e.SMS_TWILIO_API_URL };
        }
    }
    return { passwordlessEnabled: e.AUTH_SMS_PASSWORDLESS_ENABLED, provider, codeTtlSeconds: 300 };
}
//# sourceMappingURL=config.js.map