import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { pgliteSnapshotFor, restorePgliteSnapshot } from './db/snapshot.js';
import { createLogger } from './logger.js';
import { createMailer } from './mail/mailer.js';
import { recomputeOutdatedScores } from './modules/scoring/recompute.job.js';
import { mailStartupWarning } from './mail/startup-warning.js';
import { createDraftClock } from './jobs/draft-clock.js';
import { createGameReminders } from './jobs/game-reminders.js';
import { realtimeFor } from './realtime/realtime.js';

// Time allowed for in-flight requests (and open SSE streams) before the process exits anyway.
const SHUTDOWN_GRACE_MS = 10_000;
// Time given to running requests before open live streams are cut on shutdown.
const SSE_DRAIN_MS = 2_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function main() {
  const config = readConfig();
  const logger = createLogger(config.logLevel);

  const pgliteDataDir = config.databaseUrl ? undefined : join(config.dataDir, 'pglite');
  // A new embedded database starts from the migrated one the build ships.
  const snapshot = pgliteDataDir ? pgliteSnapshotFor(pgliteDataDir) : undefined;
  if (snapshot && pgliteDataDir && !(await restorePgliteSnapshot(snapshot, pgliteDataDir))) {
    logger.warn({ pgliteDataDir }, 'Data directory not empty: the database snapshot was not used');
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDataDir,
    // PGlite's work runs on another core than the requests' (docs/decisions/011-read-path.md).
    pgliteWorker: true,
    onLost: () => process.exit(1),
    poolMax: config.dbPoolMax,
    logger,
  });
  logger.info({ driver: database.driver }, 'Database opened');
  try {
    await database.migrate();
  } catch (err) {
    logger.fatal({ err }, 'Migrations failed');
    await database.close();
    process.exit(1);
  }

  // Stored game scores from an older scoring model or league data are brought up to date in the
  // background; requests meanwhile see the old values.
  void recomputeOutdatedScores(database.db, logger).catch((err: unknown) =>
    logger.error({ err }, 'Score recompute failed'),
  );

  const mailer = createMailer(config, logger);
  const deps = { config, db: database.db, logger, mailer };
  const app = createApp(deps);
  // The pick clock of running drafts: makes overdue picks now, then wakes at each deadline.
  const draftClock = createDraftClock(deps);
  draftClock.start();
  // Tells each holder of a game in the next 48 hours, once (claimed in the database).
  const gameReminders = createGameReminders(deps);
  gameReminders.start();
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const url = `http://localhost:${info.port}`;
    logger.info({ url }, `Tiix is running at ${url}`);
    // Also a plain line for people reading the terminal rather than a log pipeline.
    if (config.nodeEnv !== 'test') process.stdout.write(`\n  Tiix is running at ${url}\n\n`);
    warnAboutMail(config, logger);
  });
  server.on('error', async (err) => {
    logger.fatal({ err }, 'HTTP server failed');
    await database.close();
    process.exit(1);
  });

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second Ctrl+C means "now".
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'Shutting down');
    setTimeout(() => {
      logger.warn('Connections still open after the grace period; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // Stop accepting connections, let running requests finish, then release the database:
    // an open PGlite keeps the process alive and may leave its files locked.
    await draftClock.stop();
    await gameReminders.stop();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Live streams (SSE) never finish on their own: once running requests had a moment, they
    // are cut, and their clients reconnect to another instance.
    setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, SSE_DRAIN_MS).unref();
    await closed;
    await realtimeFor(deps).close();
    await database.close();
    logger.info('Stopped');
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));
}

function warnAboutMail(config: Config, logger: ReturnType<typeof createLogger>) {
  const message = mailStartupWarning(config);
  if (!message) return;
  logger.warn({ host: config.host, devMailbox: config.devMailbox }, message);
  if (config.nodeEnv !== 'test') process.stderr.write(`\n  WARNING: ${message}\n\n`);
}

main().catch((err: unknown) => {
  console.error('Tiix server failed to start:', err);
  process.exit(1);
});
