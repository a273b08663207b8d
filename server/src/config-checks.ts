import { ConfigError, type Config } from './config.js';

/**
 * Settings that parse but would make the server unsafe or broken where it runs, one line each,
 * starting with the variable to set. Empty when the configuration is fit to start.
 *
 * - In production (NODE_ENV=production) PUBLIC_URL is required: links in e-mails, passkeys,
 *   CORS and the remotes' addresses are built from it, and a guessed localhost address would
 *   send people nowhere.
 * - With several instances declared (SERVER_INSTANCES above 1), in any mode, each instance must
 *   share what the others see: the JWT signing key (else each generates its own in DATA_DIR and
 *   refuses the others' sessions), Redis (else live updates reach only the streams of the
 *   instance that made the change), S3 storage (else a file lives on one instance's disk) and
 *   PostgreSQL (the embedded database belongs to one process).
 */
export function configProblems(config: Config): string[] {
  const problems: string[] = [];
  if (config.nodeEnv === 'production' && !config.publicUrl) {
    problems.push(
      'PUBLIC_URL: must be set when NODE_ENV=production, to the address people open the site at (e.g. https://tiix.example.com)',
    );
  }
  // The test clock runs reminders as of any time: only on a machine whose site is itself.
  if (
    config.testClock &&
    config.publicUrl &&
    !/^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:|\/|$)/.test(config.publicUrl)
  ) {
    problems.push(
      'TEST_CLOCK_ENABLED: must not be true on a site people use (PUBLIC_URL is not this machine)',
    );
  }
  if (config.instances > 1) {
    const several = `with SERVER_INSTANCES=${config.instances}`;
    if (!config.auth.jwtPrivateKey) {
      problems.push(
        `JWT_PRIVATE_KEY: must be set ${several}, to one key for every instance (each would otherwise generate its own and refuse the others' sessions)`,
      );
    }
    if (!config.redisUrl) {
      problems.push(
        `REDIS_URL: must be set ${several} (live draft and chat updates reach other instances through Redis)`,
      );
    }
    if (!config.storage.s3) {
      problems.push(
        `STORAGE_S3_BUCKET: must be set ${several} (files on one instance's disk are missing on the others)`,
      );
    }
    if (!config.databaseUrl) {
      problems.push(
        `DATABASE_URL: must be set ${several} (the embedded database belongs to one process; instances share PostgreSQL)`,
      );
    }
  }
  return problems;
}

/** Throws a ConfigError naming each variable to set (see configProblems) before the server starts. */
export function checkConfigForStart(config: Config): Config {
  const problems = configProblems(config);
  if (problems.length > 0) throw new ConfigError(problems.join('\n'));
  return config;
}
