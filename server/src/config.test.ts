import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
