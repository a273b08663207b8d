import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestApp } from '../testing/app.js';
import { staticRootFactory } from '../testing/static-root.js';

// Static serving never touches the database.
const noDatabase = {} as Database;
const browser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

const staticRoot = staticRootFactory('tiix-prerender-test-');

function builtApps({ prerendered, island = false }: { prerendered: boolean; island?: boolean }) {
  const { root, write } = staticRoot();
  write(
    'shell/dist/index.html',
    '<!doctype html><html lang="en"><head><title>Tiix</title><script defer src="/static/js/index.1234abcd.js"></script></head><body><div id="root"></div></body></html>',
  );
  if (prerendered) {
    write(
      'mf-landing/dist/prerender/landing.html',
      '<style>.ld-hero{color:red}</style>' +
        (island
          ? '<script defer data-tiix-island src="__TIIX_REMOTE_BASE__/static/js/island.ab12cd34.js"></script>'
          : '') +
        '<div class="ld-page"><video poster="__TIIX_REMOTE_BASE__/static/image/hero.abcd1234.jpg"></video><h1>Your season tickets</h1><p>$49 a year, $& more</p></div>',
    );
  }
  return root;
}

describe('the landing page at /', () => {
  it('comes prerendered inside the shell page: styles in the head, markup before the root, assets from the remote', async () => {
    const app = createTestApp(noDatabase, { STATIC_ROOT: builtApps({ prerendered: true }) });
    const res = await app.request('/', { headers: browser });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style>.ld-hero{color:red}</style>');
    expect(head).toContain(
      '<link rel="preload" as="image" href="/remotes/mf-landing/static/image/hero.abcd1234.jpg">',
    );
    expect(html).toContain(
      '<div id="tiix-prerender" inert><div class="ld-page"><video poster="/remotes/mf-landing/static/image/hero.abcd1234.jpg"></video><h1>Your season tickets</h1><p>$49 a year, $& more</p></div></div><div id="root"></div>',
    );
    expect(html).not.toContain('__TIIX_REMOTE_BASE__');
  });

  it('works on its own when it brings its script: the shell waits in a template until needed', async () => {
    const app = createTestApp(noDatabase, {
      STATIC_ROOT: builtApps({ prerendered: true, island: true }),
    });
    const html = await (await app.request('/', { headers: browser })).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<script defer data-tiix-island src="/remotes/mf-landing/static/js/island.ab12cd34.js"></script>',
    );
    // The shell's script no longer loads with the page, only from the template.
    expect(head).not.toContain('index.1234abcd.js');
    expect(html).toContain(
      '<div id="tiix-prerender"><div class="ld-page"><video poster="/remotes/mf-landing/static/image/hero.abcd1234.jpg"></video><h1>Your season tickets</h1><p>$49 a year, $& more</p></div></div>' +
        '<template id="tiix-shell"><script defer src="/static/js/index.1234abcd.js"></script></template><div id="root"></div>',
    );
    expect(html).not.toContain('inert');
  });

  it("holds the first frame until the page's main heading is parsed, so it paints once", async () => {
    const { root, write } = staticRoot();
    write(
      'shell/dist/index.html',
      '<!doctype html><html lang="en"><head><title>Tiix</title></head><body><div id="root"></div></body></html>',
    );
    write(
      'mf-landing/dist/prerender/landing.html',
      '<style>.ld-hero{color:red}</style><script defer data-tiix-island src="__TIIX_REMOTE_BASE__/static/js/island.ab12cd34.js"></script>' +
        '<header><a href="/">Tiix</a></header><h1 id="ld-hero-title" class="ld-hero__title">Your season tickets</h1>',
    );
    const app = createTestApp(noDatabase, { STATIC_ROOT: root });
    const html = await (await app.request('/', { headers: browser })).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#ld-hero-title" blocking="render">');
    expect(html.indexOf('rel="expect"')).toBeLessThan(html.indexOf('<style>'));

    // Without a heading to wait for, nothing holds the first frame.
    const plain = await (
      await createTestApp(noDatabase, {
        STATIC_ROOT: builtApps({ prerendered: true, island: true }),
      }).request('/', { headers: browser })
    ).text();
    expect(plain).not.toContain('rel="expect"');
  });

  it('is only on /: other pages get the plain shell page', async () => {
    const app = createTestApp(noDatabase, { STATIC_ROOT: builtApps({ prerendered: true }) });
    for (const path of ['/app', '/legal', '/login']) {
      const html = await (await app.request(path, { headers: browser })).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('tiix-prerender');
    }
  });

  it('links the assets under PUBLIC_URL when one is set', async () => {
    const app = createTestApp(noDatabase, {
      STATIC_ROOT: builtApps({ prerendered: true }),
      PUBLIC_URL: 'https://tiix.example.com',
    });
    const html = await (await app.request('/', { headers: browser })).text();
    expect(html).toContain(
      'poster="https://tiix.example.com/remotes/mf-landing/static/image/hero.abcd1234.jpg"',
    );
  });

  it('is the plain shell page when mf-landing is served from elsewhere (its build may differ)', async () => {
    const app = createTestApp(noDatabase, {
      STATIC_ROOT: builtApps({ prerendered: true }),
      REMOTES: JSON.stringify({
        'mf-landing': 'https://cdn.example.com/mf-landing/mf-manifest.json',
      }),
    });
    const html = await (await app.request('/', { headers: browser })).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('tiix-prerender');
  });

  it('is the plain shell page when mf-landing was built without a prerendered page', async () => {
    const app = createTestApp(noDatabase, { STATIC_ROOT: builtApps({ prerendered: false }) });
    const html = await (await app.request('/', { headers: browser })).text();
    expect(html).toContain('<body><div id="root"></div></body>');
    expect(html).not.toContain('tiix-prerender');
  });
});
