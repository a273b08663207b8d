import { pingDatabase } from './system.repository.js';
// A readiness probe must answer even when the pool is stuck waiting for a connection.
const PING_TIMEOUT_MS = 2_000;
export async function checkHealth(db, logger) {
    let timer;
    const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${PING_TIMEOUT_MS} ms`)), PING_TIMEOUT_MS);
    });
    try {
        await Promise.race([pingDatabase(db), timeout]);
        return { database: 'OK' };
    }
    catch (err) {
        logger.warn({ err }, 'Database health check failed');
        return { database: 'UNAVAILABLE' };
    }
    finally {
        clearTimeout(timer);
    }
}
export function serverTime() {
    return new Date();
}
//# sourceMappingURL=system.service.js.map