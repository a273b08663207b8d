import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { withDatabase, type TestDbSource } from './db-source.js';

// Migrating is the slow part of getting a database (PGlite: ~4 s to start), so it happens once
// per run here; test files then start from a copy of the result.

export async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  return databaseUrl ? setupPostgres(project, databaseUrl) : setupPglite(project);
}

async function setupPglite(project: TestProject) {
  const handle = await openDatabase({});
  let snapshotFile: string;
  try {
    await handle.migrate();
    const dump = await handle.pglite!.dumpDataDir('none');
    snapshotFile = join(tmpdir(), `tiix-test-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
    await writeFile(snapshotFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('testDbSource', { kind: 'pglite', snapshotFile } satisfies TestDbSource);
  return () => rm(snapshotFile, { force: true });
}

async function setupPostgres(project: TestProject, databaseUrl: string) {
  // The database named in DATABASE_URL need not exist: only its server is used.
  const adminUrl = withDatabase(databaseUrl, 'postgres');
  const template = `tiix_test_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${template}"`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ databaseUrl: withDatabase(databaseUrl, template) });
  try {
    await handle.migrate();
  } finally {
    // A template must have no open connections while it is copied.
    await handle.close();
  }
  project.provide('testDbSource', { kind: 'postgres', adminUrl, template } satisfies TestDbSource);

  return async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    try {
      // Copies left behind by a crashed worker share the template's name as prefix.
      const { rows } = await cleanup.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`${template}%`],
      );
      for (const { datname } of rows)
        await cleanup.query(`drop database if exists "${datname}" with (force)`);
    } finally {
      await cleanup.end();
    }
  };
}
