import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkConfigForStart, configProblems } from './config-checks.js';
import { ConfigError, SERVER_DIR, WORKSPACE_DIR, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('runs everything on one machine with no environment at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: join(SERVER_DIR, '.data'),
      databaseUrl: undefined,
      dbPoolMax: 10,
      redisUrl: undefined,
      publicUrl: undefined,
      logLevel: 'info',
      staticRoot: WORKSPACE_DIR,
      remoteOverrides: {},
      nodeEnv: 'development',
    });
  });

  it('resolves relative paths from the server package and keeps absolute ones', () => {
    expect(loadConfig({ DATA_DIR: 'var/db' }).dataDir).toBe(join(SERVER_DIR, 'var/db'));
    expect(loadConfig({ DATA_DIR: '/srv/tiix' }).dataDir).toBe('/srv/tiix');
  });

  it('reads the PostgreSQL pool size and refuses one below 1', () => {
    expect(loadConfig({ DB_POOL_MAX: '25' }).dbPoolMax).toBe(25);
    expect(() => loadConfig({ DB_POOL_MAX: '0' })).toThrow(/DB_POOL_MAX/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
    });
  });

  it('parses REMOTES and trims the trailing slash of PUBLIC_URL', () => {
    const config = loadConfig({
      REMOTES: '{"mf-teams":"https://cdn.example.com/t/mf-manifest.json"}',
      PUBLIC_URL: 'https://tiix.app/',
    });
    expect(config.remoteOverrides).toEqual({
      'mf-teams': 'https://cdn.example.com/t/mf-manifest.json',
    });
    expect(config.publicUrl).toBe('https://tiix.app');
  });

  it('names every invalid variable in one error', () => {
    const load = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        REMOTES: '{oops',
        LOG_LEVEL: 'loud',
      });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      /PORT:[\s\S]*DATABASE_URL: must be a postgres:\/\/[\s\S]*LOG_LEVEL:[\s\S]*REMOTES: must be a JSON object/,
    );
  });
});

describe('start-up checks', () => {
  const pem = generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
  /** Everything several production instances need; each test removes one piece. */
  const cluster = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://tiix.example.com',
    SERVER_INSTANCES: '2',
    JWT_PRIVATE_KEY: pem,
    REDIS_URL: 'redis://redis.internal:6379',
    STORAGE_S3_BUCKET: 'tiix-files',
    DATABASE_URL: 'postgres://tiix@db.internal:5432/tiix',
  };
  const problems = (env: Record<string, string | undefined>) => configProblems(loadConfig(env));
  const without = (name: keyof typeof cluster) => ({ ...cluster, [name]: undefined });

  it('lets one machine start with nothing set outside production', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ NODE_ENV: 'test' })).toEqual([]);
  });

  it('lets a fully configured cluster start, and one production instance with only PUBLIC_URL', () => {
    expect(problems(cluster)).toEqual([]);
    expect(loadConfig(cluster).instances).toBe(2);
    expect(problems({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' })).toEqual([]);
    expect(loadConfig({}).instances).toBe(1);
  });

  it('refuses production without PUBLIC_URL', () => {
    expect(problems({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^PUBLIC_URL: must be set when NODE_ENV=production/),
    ]);
    expect(problems(without('PUBLIC_URL'))).toEqual([expect.stringMatching(/^PUBLIC_URL: /)]);
  });

  it.each([
    ['JWT_PRIVATE_KEY', /one key for every instance/],
    ['REDIS_URL', /live draft and chat updates/],
    ['STORAGE_S3_BUCKET', /one instance's disk/],
    ['DATABASE_URL', /embedded database/],
  ] as const)('refuses several instances without %s', (name, why) => {
    const found = problems(without(name));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(new RegExp(`^${name}: must be set with SERVER_INSTANCES=2`));
    expect(found[0]).toMatch(why);
  });

  it('names every missing variable, one line each, in the error that stops the start', () => {
    const config = loadConfig({ NODE_ENV: 'production', SERVER_INSTANCES: '3' });
    expect(() => checkConfigForStart(config)).toThrow(ConfigError);
    const message = (() => {
      try {
        checkConfigForStart(config);
        return '';
      } catch (err) {
        return (err as Error).message;
      }
    })();
    expect(message.split('\n').map((line) => line.split(':')[0])).toEqual([
      'PUBLIC_URL',
      'JWT_PRIVATE_KEY',
      'REDIS_URL',
      'STORAGE_S3_BUCKET',
      'DATABASE_URL',
    ]);
    expect(checkConfigForStart(loadConfig(cluster)).instances).toBe(2);
  });

  it('refuses SERVER_INSTANCES below 1', () => {
    expect(() => loadConfig({ SERVER_INSTANCES: '0' })).toThrow(/SERVER_INSTANCES/);
  });

  it('stops the server process at start with exit code 1 and the variable named', () => {
    // The real entry point, before it opens any database: only the environment differs.
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(SERVER_DIR, 'src', 'main.ts')],
      {
        cwd: SERVER_DIR,
        env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        // Loading the whole server through tsx takes a while on a busy machine.
        timeout: 120_000,
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(/^PUBLIC_URL: must be set when NODE_ENV=production/);
    expect(run.stdout).not.toMatch(/Tiix is running/);
  }, 150_000);
});
