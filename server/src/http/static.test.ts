import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestApp } from '../testing/app.js';

// Static serving never touches the database.
const noDatabase = {} as Database;

const root = mkdtempSync(join(tmpdir(), 'tiix-static-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, content: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}
write('shell/dist/index.html', '<!doctype html><title>Tiix</title><div id="root"></div>');
write('shell/dist/static/js/index.3f9c2a1b.js', 'console.log("shell")');
write('shell/dist/favicon.ico', 'icon');
write('shell/dist/static/js/big.0a1b2c3d.js', `console.log(${JSON.stringify('x'.repeat(5000))});`);
write('mf-teams/dist/mf-manifest.json', '{"name":"mf_teams"}');
write('mf-teams/dist/remoteEntry.js', 'var mf_teams;');
write('mf-teams/dist/static/js/async/42.a1b2c3d4.js', 'chunk()');

const app = createTestApp(noDatabase, { STATIC_ROOT: root });
const browser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the shell', () => {
  it('is served at /, revalidated on every visit', async () => {
    const res = await app.request('/', { headers: browser });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<title>Tiix</title>');
  });

  it('has hashed assets cached for good and other files revalidated', async () => {
    const hashed = await app.request('/static/js/index.3f9c2a1b.js');
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('content-type')).toMatch(/javascript/);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await app.request('/favicon.ico')).headers.get('cache-control')).toBe('no-cache');
  });

  it('gzips scripts for browsers that accept it', async () => {
    const res = await app.request('/static/js/big.0a1b2c3d.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const plain = await app.request('/static/js/big.0a1b2c3d.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('answers any page path with index.html so the client router decides (SPA fallback)', async () => {
    for (const path of ['/app/teams/123', '/accept-invite/abc', '/some/unknown/page']) {
      const res = await app.request(path, { headers: browser });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('does not answer HTML to requests that do not ask for it', async () => {
    const res = await app.request('/static/js/missing.js', { headers: { accept: '*/*' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'route-not-found' });
  });

  it('cannot be escaped with encoded dot segments', async () => {
    write('shell/secret.txt', 'do not serve');
    for (const path of [
      '/..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/remotes/mf-teams/..%2f..%2fshell%2fsecret.txt',
    ]) {
      const res = await app.request(path, { headers: { accept: '*/*' } });
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('do not serve');
    }
  });

  it('tells to run pnpm build when it has not been built', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'tiix-static-empty-'));
    const unbuilt = createTestApp(noDatabase, { STATIC_ROOT: empty });
    for (const path of ['/', '/app']) {
      const res = await unbuilt.request(path, { headers: browser });
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await res.text()).toMatch(/pnpm build/);
    }
    rmSync(empty, { recursive: true, force: true });
  });
});

describe('remotes', () => {
  it('are served under /remotes/<name>/ to any origin', async () => {
    const res = await app.request('/remotes/mf-teams/mf-manifest.json', {
      headers: { origin: 'http://localhost:3001' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toEqual({ name: 'mf_teams' });
  });

  it('have their manifest and entry revalidated, and hashed chunks cached for good', async () => {
    expect(
      (await app.request('/remotes/mf-teams/mf-manifest.json')).headers.get('cache-control'),
    ).toBe('no-cache');
    expect(
      (await app.request('/remotes/mf-teams/remoteEntry.js')).headers.get('cache-control'),
    ).toBe('no-cache');
    const chunk = await app.request('/remotes/mf-teams/static/js/async/42.a1b2c3d4.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answer a missing file with 404, never with the shell, even to a browser', async () => {
    for (const path of [
      '/remotes/mf-teams/static/js/gone.js',
      '/remotes/mf-draft/mf-manifest.json',
    ]) {
      const res = await app.request(path, { headers: browser });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });
});
