import { createTestApp } from '../testing/app.js';
/** A mailer that keeps every message, for tests to read links and codes from. */
export class RecordingMailer {
    sent = [];
    async send(mail) {
        this.sent.push(mail);
    }
    /** The newest message to this address (optionally of one template); throws if none. */
    last(to, template) {
        const mail = this.sent.findLast((m) => m.to.toLowerCase() === to.toLowerCase() && (!template || m.template === template));
        if (!mail)
            throw new Error(`No ${template ?? ''} mail to ${to}`);
        return mail;
    }
    /** The /verify link of the newest message to this address, as a path under the app. */
    linkPath(to, template) {
        const link = this.last(to, template).data.link;
        if (!link)
            throw new Error(`The mail to ${to} has no link`);
        const url = new URL(link);
        return `${url.pathname}${url.search}`;
    }
}
export function authTestApp(db, env = {}) {
    const mailer = new RecordingMailer();
    const app = createTestApp(db, env, { mailer });
    const call = async (method, path, options = {}) => {
        const headers = { ...options.headers };
        if (options.body !== undefined)
            headers['content-type'] = 'application/json';
        if (options.token)
            headers.authorization = `Bearer ${options.token}`;
        const res = await app.request(`/v1/auth${path}`, {
            method,
            headers,
            ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
        });
        const text = await res.text();
        return {
            status: res.status,
            body: (text ? JSON.parse(text) : undefined),
            headers: res.headers,
        };
    };
    return {
        app,
        mailer,
        call,
        post: (path, body, token) => call('POST', path, { body: body ?? {}, ...(token ? { token } : {}) }),
    };
}
/** Follows an e-mailed /verify link; returns the redirect target. */
export async function followLink(t, path) {
    const res = await t.app.request(path);
    if (res.status !== 302)
        throw new Error(`Expected a redirect, got ${res.status}`);
    return new URL(res.headers.get('location'));
}
/** Signs up with e-mail and password, clicks the verification link, returns the session. */
export async function signUpVerified(t, email, password = 'correct horse') {
    const signUp = await t.post('/signup/email-password', { email, password });
    if (signUp.status !== 200)
        throw new Error(`sign-up failed: ${JSON.stringify(signUp.body)}`);
    const target = await followLink(t, t.mailer.linkPath(email, 'email-verify'));
    const refreshToken = target.searchParams.get('refreshToken');
    if (!refreshToken)
        throw new Error(`verification failed: ${target.toString()}`);
    const res = await t.post('/token', { refreshToken });
    return res.body;
}
/** A fresh anonymous (guest) session. */
export async function signInAnonymously(t) {
    const res = await t.post('/signin/anonymous');
    if (res.status !== 200)
        throw new Error(`anonymous sign-in failed: ${JSON.stringify(res.body)}`);
    return res.body.session;
}
/** Decodes a JWT's payload without checking it (tests look at the claims). */
export function decodeJwt(token) {
    return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}
//# sourceMappingURL=test-helpers.js.map