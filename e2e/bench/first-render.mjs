// `pnpm bench`: JavaScript bytes (gzip) a browser loads before `/` and `/app` are usable, per app
// (shell and each remote), then Lighthouse on both pages (bench/lighthouse.mjs), then both under
// applied throttling in Chromium (bench/throttled.mjs).
// Starts the built server on a free port and loads each page in a fresh Chromium context with a
// cold cache, counting every script response (gzip -9 of its body) until the page is usable
// (`pageUsable` in bench/throttled.mjs):
// - `/`, signed out: its <h1> is visible and the prerendered landing works (mf-landing's island
//   marked it `data-live`) or the live app replaced it.
// - `/app`, signed in as a member with a team (seeded as for Lighthouse; the session is put into
//   localStorage on `/healthz` first, as the auth client keeps it): the live app replaced the
//   server's frame (no `main[aria-busy]` left) and the dashboard shows the member's data (the
//   team's link in "Your Teams" and the summary counters' values). The frame's heading is in the
//   first HTML response, so waiting for a heading alone would count only what the HTML links.
// Scripts fetched later (menus at idle, a remote on navigation) are not counted.
// Usage: pnpm bench [--write] [--runs N] [--no-lighthouse] [--no-throttled]; BENCH_PORT,
// BENCH_SERVER_DIST (--write updates docs/performance.md; --runs: Lighthouse runs per page and
// throttled loads of each page, at least 3; the median is kept)
import { chromium } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { lighthouseTable, runLighthouse, seedMember, signIn, storeSession } from './lighthouse.mjs';
import { pageUsable, runThrottled, throttledReport } from './throttled.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.BENCH_PORT ?? 3390);
const base = `http://localhost:${port}`;
const pages = ['/', '/app'];

async function waitReady() {
  // Up to 3 minutes: a machine busy with builds and tests starts the server slowly.
  for (let i = 0; i < 360; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become ready');
}

// BENCH_SERVER_DIST: another build of the server (with STATIC_ROOT pointing at the workspace).
const serverDist = process.env.BENCH_SERVER_DIST ?? join(root, 'server', 'dist');
const server = spawn(process.execPath, [join(serverDist, 'main.js')], {
  cwd: join(root, 'server'),
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'tiix-bench-')),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    PUBLIC_URL: base,
    // The member for `/app` is seeded through the API: its verification mail, the many sign-ins.
    DEV_MAILBOX_ENABLED: 'true',
    AUTH_RATE_LIMIT_ENABLE: 'false',
  },
  stdio: 'inherit',
});

const results = [];
const withLighthouse = !process.argv.includes('--no-lighthouse');
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg === -1 ? 1 : Number(process.argv[runsArg + 1]);
const withThrottled = !process.argv.includes('--no-throttled');
let lighthouseRows = [];
let throttled = null;
try {
  await waitReady();
  const memberEmail = await seedMember(base);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  for (const path of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    // A busy machine (builds, other benches) can take far longer than Playwright's 30 s default.
    page.setDefaultTimeout(120_000);
    const signedIn = path !== '/';
    if (signedIn) {
      // `/healthz` loads no script, so nothing is cached or counted before the visit.
      await page.goto(`${base}/healthz`);
      await storeSession(page, await signIn(base, memberEmail));
    }
    const scripts = [];
    let rendered = false;
    page.on('response', async (response) => {
      if (rendered || response.request().resourceType() !== 'script') return;
      const url = new URL(response.url());
      const entry = {
        url: url.pathname,
        app: /^\/remotes\/(mf-[a-z]+)\//.exec(url.pathname)?.[1] ?? 'shell',
        bytes: 0,
      };
      scripts.push(entry);
      try {
        entry.bytes = gzipSync(await response.body(), { level: 9 }).length;
      } catch {
        // redirected or aborted responses have no body
      }
    });
    await page.goto(base + path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForFunction(pageUsable);
    rendered = true;
    await page.waitForTimeout(200); // let pending body reads settle
    const perApp = {};
    for (const s of scripts) perApp[s.app] = (perApp[s.app] ?? 0) + s.bytes;
    const total = Object.values(perApp).reduce((a, b) => a + b, 0);
    results.push({ path, perApp, total, files: scripts.length });
    await context.close();
  }
  await browser.close();
  if (withLighthouse) lighthouseRows = await runLighthouse(base, memberEmail, { runs });
  if (withThrottled) {
    const loads = Math.max(runs, 3);
    throttled = [
      await runThrottled(base, { runs: loads }),
      await runThrottled(base, {
        runs: loads,
        path: '/app',
        session: () => signIn(base, memberEmail),
      }),
    ];
  }
} finally {
  server.kill('SIGTERM');
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const lines = [];
for (const r of results) {
  lines.push(
    `| \`${r.path}\` | ${Object.entries(r.perApp)
      .map(([app, b]) => `${app} ${kb(b)}`)
      .join(', ')} | ${r.files} | **${kb(r.total)}** |`,
  );
}
const table = ['| page | JS gzip per app | scripts | total |', '|---|---|---|---|', ...lines].join(
  '\n',
);
console.log(`\nJavaScript loaded before the page is usable (gzip -9):\n\n${table}\n`);
const lhTable = lighthouseRows.length ? lighthouseTable(lighthouseRows) : '';
if (lhTable) console.log(`Lighthouse, mobile (simulated throttling):\n\n${lhTable}\n`);
const thReport = throttled ? throttledReport(throttled) : null;
if (thReport) {
  console.log(
    `Applied throttling (150 ms per request, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x; median of ${throttled[0].loads.length} cold loads per page):\n\n${thReport.table}\n\n${thReport.detail}\n`,
  );
}

if (process.argv.includes('--write')) {
  const file = join(root, 'docs', 'performance.md');
  const doc = readFileSync(file, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const stamped = `${start}\nMeasured ${new Date().toISOString().slice(0, 10)} with \`pnpm bench\`:\n\n${table}\n${end}`;
  let next = doc.replace(new RegExp(`${start}[\\s\\S]*${end}`), stamped);
  if (lhTable) {
    const lhStart = '<!-- lighthouse:start -->';
    const lhEnd = '<!-- lighthouse:end -->';
    const load = (await import('node:os')).loadavg()[0].toFixed(1);
    const lhStamped = `${lhStart}\nMeasured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`pnpm bench\`, median of ${runs} run(s) per page (load average ${load} when it finished):\n\n${lhTable}\n${lhEnd}`;
    next = next.replace(new RegExp(`${lhStart}[\\s\\S]*${lhEnd}`), lhStamped);
  }
  if (thReport) {
    const thStart = '<!-- throttled:start -->';
    const thEnd = '<!-- throttled:end -->';
    const load = (await import('node:os')).loadavg()[0].toFixed(1);
    const thStamped = `${thStart}\nMeasured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`pnpm bench\`, median of ${throttled[0].loads.length} cold loads per page (load average ${load} when it finished):\n\n${thReport.table}\n${thEnd}`;
    next = next.replace(new RegExp(`${thStart}[\\s\\S]*${thEnd}`), thStamped);
  }
  writeFileSync(file, next);
  // The tables in the repository's Markdown style, so the format check stays green.
  spawnSync('pnpm', ['exec', 'prettier', '--write', file], { cwd: root, stdio: 'ignore' });
  console.log('docs/performance.md updated');
}
