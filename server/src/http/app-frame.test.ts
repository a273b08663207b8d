import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestApp } from '../testing/app.js';
import { staticRootFactory } from '../testing/static-root.js';
import { appFramePage } from './app-frame.js';

// Static serving never touches the database.
const noDatabase = {} as Database;
const browser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

const staticRoot = staticRootFactory('tiix-frame-test-');

function builtShell({ frames }: { frames: boolean }) {
  const { root, write } = staticRoot();
  write(
    'shell/dist/index.html',
    '<!doctype html><html lang="en"><head><link href="/static/css/index.1234abcd.css" rel="stylesheet"></head><body><div id="root"></div></body></html>',
  );
  write('shell/dist/static/css/index.1234abcd.css', '.shell-app{color:$&}');
  if (frames) {
    write('shell/dist/app-frame-dashboard.html', '<header>bar</header><h1>Dashboard $&</h1>\n');
    write('shell/dist/app-frame-other.html', '<header>bar</header>\n');
  }
  return root;
}

describe('the app frame', () => {
  it('is the dashboard heading at /app and the bar alone on other app pages', () => {
    expect(appFramePage('/app')).toBe('dashboard');
    expect(appFramePage('/app/')).toBe('dashboard');
    expect(appFramePage('/app/teams/1')).toBe('other');
    expect(appFramePage('/apple')).toBeNull();
    expect(appFramePage('/')).toBeNull();
  });

  it('comes inside the root of an app page, revalidated like the page', async () => {
    const app = createTestApp(noDatabase, { STATIC_ROOT: builtShell({ frames: true }) });
    const dashboard = await app.request('/app', { headers: browser });
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get('cache-control')).toBe('no-cache');
    const html = await dashboard.text();
    expect(html).toContain('<div id="root"><header>bar</header><h1>Dashboard $&</h1></div>');
    // The shell's styles inline, so the frame paints without another request.
    expect(html).toContain('<head><style>.shell-app{color:$&}</style></head>');
    expect(html).not.toContain('<link');
    const other = await app.request('/app/teams/123', { headers: browser });
    expect(await other.text()).toContain('<div id="root"><header>bar</header></div>');
  });

  it('is left out of pages outside the app, of non-HTML requests and of a build without frames', async () => {
    const app = createTestApp(noDatabase, { STATIC_ROOT: builtShell({ frames: true }) });
    const login = await (await app.request('/login', { headers: browser })).text();
    expect(login).toContain('<div id="root"></div>');
    expect(login).toContain('<link href="/static/css/index.1234abcd.css" rel="stylesheet">');
    expect((await app.request('/app/x.js', { headers: { accept: '*/*' } })).status).toBe(404);
    const bare = createTestApp(noDatabase, { STATIC_ROOT: builtShell({ frames: false }) });
    expect(await (await bare.request('/app', { headers: browser })).text()).toContain(
      '<div id="root"></div>',
    );
  });
});
