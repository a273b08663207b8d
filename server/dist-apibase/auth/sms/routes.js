import { z } from 'zod';
import { resolveSignUpOptions } from '../options.js';
import { parseBody, signUpOptionsSchema } from '../validation.js';
import { createSmsSender, sendSignInCode, verifySignInCode } from './sms.service.js';
// Its format (and emptiness) is checked by the service, which answers invalid-phone-number.
const phoneNumber = z.string();
/** Passwordless SMS (contract 2.1). */
export function registerSmsRoutes(router, deps) {
    const smsDeps = { ...deps, sms: createSmsSender(deps.config, deps.logger) };
    router.post('/signin/passwordless/sms', async (c) => {
        const body = await parseBody(c, z.object({ phoneNumber, options: signUpOptionsSchema }));
        const options = resolveSignUpOptions(deps.config.auth, body.options);
        await sendSignInCode(smsDeps, { phoneNumber: body.phoneNumber, options });
        return c.json('OK');
    });
    router.post('/signin/passwordless/sms/otp', async (c) => {
        const body = await parseBody(c, z.object({ phoneNumber, otp: z.string().trim().min(1) }));
        return c.json(await verifySignInCode(smsDeps, body, { userAgent: c.req.header('user-agent') }));
    });
}
//# sourceMappingURL=routes.js.map