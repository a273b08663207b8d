import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { createMailer } from '../mail/mailer.js';
// One data folder per test file (worker module instance): the dev mailbox and the generated
// signing key never land in server/.data, and parallel files do not read each other's mail.
let testDataDir;
const dataDir = () => (testDataDir ??= mkdtempSync(join(tmpdir(), 'tiix-test-data-')));
/** Config as main.ts would parse it from this environment; quiet, and no real static files. */
export function testConfig(env = {}) {
    return loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        // A folder that does not exist: no built apps unless a test brings its own.
        STATIC_ROOT: join(tmpdir(), 'tiix-test-no-static-root'),
        DATA_DIR: dataDir(),
        ...env,
    });
}
export function createTestApp(db, env = {}, options = {}) {
    const config = testConfig(env);
    const logger = createLogger(config.logLevel);
    return createApp({ config, db, logger, mailer: options.mailer ?? createMailer(config, logger) });
}
/** POSTs a GraphQL operation the way the client does and returns the parsed body. */
export async function graphql(app, query, variables) {
    const res = await app.request('/v1/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query, variables }),
    });
    return {
        status: res.status,
        body: (await res.json()),
    };
}
//# sourceMappingURL=app.js.map