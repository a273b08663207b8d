import { Writable } from 'node:stream';
import { count } from 'drizzle-orm';
import { signAccessToken } from '../auth/jwt.js';
import { RecordingMailer } from '../auth/test-helpers.js';
import { createApp } from '../app.js';
import { oneTimeCodes, refreshTokens, users } from '../db/schema/auth.js';
import { teamInvites, teamMembers, teams } from '../db/schema/teams.js';
import { createLogger } from '../logger.js';
import { testConfig } from '../testing/app.js';
/**
 * What Hono's node server hands a request as its environment: the socket, whose peer address
 * getConnInfo reads. In-process requests pass it as app.request's third argument.
 */
export const fromAddress = (remoteAddress) => ({
    incoming: { socket: { remoteAddress, remotePort: 40000, remoteFamily: 'IPv4' } },
});
/** The app with a recording mailer and every log line captured as parsed JSON. */
export function securityApp(db, env = {}) {
    const config = testConfig({ LOG_LEVEL: 'info', ...env });
    const lines = [];
    const sink = new Writable({
        write(chunk, _encoding, done) {
            lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
            done();
        },
    });
    const logger = createLogger(config.logLevel, sink);
    const mailer = new RecordingMailer();
    const app = createApp({ config, db, logger, mailer });
    return { app, mailer, config, logger, logs: lines };
}
/** A JSON request to the app (optionally from a socket address); returns status and body. */
export async function send(app, method, path, options = {}) {
    const headers = { ...options.headers };
    if (options.body !== undefined)
        headers['content-type'] = 'application/json';
    if (options.token)
        headers.authorization = `Bearer ${options.token}`;
    const res = await app.request(path, {
        method,
        headers,
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    }, options.from ? fromAddress(options.from) : undefined);
    const text = await res.text();
    let body = text;
    try {
        body = text ? JSON.parse(text) : undefined;
    }
    catch {
        // Not JSON (HTML, plain text): the raw text.
    }
    return { status: res.status, body: body, headers: res.headers };
}
/** A verified user inserted directly, with an access token (for GraphQL and REST product APIs). */
export async function makeUser(db, email) {
    const [row] = await db
        .insert(users)
        .values({
        email,
        displayName: email.split('@')[0],
        emailVerified: true,
        defaultRole: 'user',
        roles: ['user', 'me'],
    })
        .returning({ id: users.id });
    const token = await signAccessToken(testConfig(), {
        userId: row.id,
        defaultRole: 'user',
        allowedRoles: ['user', 'me'],
        isAnonymous: false,
    });
    return { id: row.id, email, token };
}
/** Row counts of the tables a refused request must not touch. */
export async function storedCounts(db) {
    const n = async (table) => (await db.select({ n: count() }).from(table))[0].n;
    return {
        users: await n(users),
        refreshTokens: await n(refreshTokens),
        oneTimeCodes: await n(oneTimeCodes),
        teams: await n(teams),
        members: await n(teamMembers),
        invites: await n(teamInvites),
    };
}
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
//# sourceMappingURL=helpers.js.map