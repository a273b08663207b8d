import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { composeApp } from './composition.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { checkConfigForStart } from './config-checks.js';
import { openDatabase } from './db/client.js';
import { pgliteSnapshotFor, restorePgliteSnapshot } from './db/snapshot.js';
import { createLogger } from './logger.js';
import { createMailer } from './mail/mailer.js';
import { recomputeOutdatedScores } from './modules/scoring/recompute.job.js';
import { mailStartupWarning } from './mail/startup-warning.js';
import { paymentsStartupWarning } from './payments-provider/config.js';
import { createDraftClock } from './jobs/draft-clock.js';
import { createGameReminders } from './jobs/game-reminders.js';
import { createProductEventsRetention } from './modules/analytics/retention.job.js';
import { createHandoffReminders } from './jobs/handoff-reminders.js';
import { shutDown } from './http/lifecycle.js';
import { countMail } from './http/metrics.js';

function readConfig(): Config {
  try {
    // Settings that parse but would be unsafe or broken here stop the start too.
    return checkConfigForStart(loadConfig());
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

  // Counted for /metrics (delivering, delivered, failed).
  const mailer = countMail(createMailer(config, logger));
  // Everything shared between requests is built here, once (src/composition.ts).
  const deps = composeApp({ config, db: database.db, logger, mailer });
  const app = createApp(deps);
  // The pick clock of running drafts: makes overdue picks now, then wakes at each deadline.
  const draftClock = createDraftClock(deps);
  draftClock.start();
  // Tells each holder of a game in the next 48 hours, once (claimed in the database).
  const gameReminders = createGameReminders(deps);
  gameReminders.start();
  // Deletes product events past PRODUCT_EVENTS_RETENTION_DAYS, at start and every few hours.
  const eventsRetention = createProductEventsRetention(deps);
  eventsRetention.start();
  // Ticket handoff reminders to the ticket holder and to members, each once.
  const handoffReminders = createHandoffReminders(deps);
  handoffReminders.start();
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const url = `http://localhost:${info.port}`;
    logger.info({ url }, `Tiix is running at ${url}`);
    // Also a plain line for people reading the terminal rather than a log pipeline.
    if (config.nodeEnv !== 'test') process.stdout.write(`\n  Tiix is running at ${url}\n\n`);
    warnAboutMail(config, logger);
    warnLoudly(paymentsStartupWarning(config.payments), config, logger);
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
    logger.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'Shutting down');
    // Unready, no new connections, streams told to reconnect elsewhere, the draft clock's work
    // handed to the other instances, running requests finished; then the database is released
    // (an open PGlite keeps the process alive and may leave its files locked). Bounded by
    // SHUTDOWN_TIMEOUT_MS (src/http/lifecycle.ts).
    const outcome = await shutDown({
      deps,
      server,
      workers: [draftClock, gameReminders, eventsRetention, handoffReminders],
      close: () => database.close(),
      timeoutMs: config.shutdownTimeoutMs,
      logger,
    });
    process.exit(outcome === 'clean' ? 0 : 1);
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));
}

function warnLoudly(
  message: string | null,
  config: Config,
  logger: ReturnType<typeof createLogger>,
) {
  if (!message) return;
  logger.warn(message);
  if (config.nodeEnv !== 'test') process.stderr.write(`\n  WARNING: ${message}\n\n`);
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
