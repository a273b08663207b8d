// Lighthouse half of `pnpm bench`: performance and accessibility of `/` (signed out) and `/app`
// (signed in as a member of a team), with Lighthouse's default mobile settings (simulated
// throttling: 150 ms RTT, 1.6 Mbit/s, 4x CPU slowdown; Moto G Power screen). Runs Debian's
// Chromium through chrome-launcher; the session for `/app` is put into localStorage the way the
// app keeps it, on a page of the origin that loads no script, so the HTTP cache stays cold.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

const PASSWORD = 'correct-horse-9';
// The auth client's localStorage keys (shared-data/src/auth/tokenStorage.ts).
const TOKEN_KEYS = {
  token: 'tiix.auth.refreshToken',
  id: 'tiix.auth.refreshTokenId',
  expiresAt: 'tiix.auth.refreshTokenExpiresAt',
};

async function api(base, path, body, token) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A verified member with a team, through the auth API, the dev mailbox and GraphQL. */
export async function seedMember(base) {
  const email = `bench-${Date.now().toString(36)}@example.com`;
  await api(base, '/v1/auth/signup/email-password', {
    email,
    password: PASSWORD,
    options: { displayName: 'Bench' },
  });
  let link;
  for (let i = 0; i < 50 && !link; i++) {
    const mails = await (await fetch(`${base}/dev/mailbox.json`)).json();
    const mail = mails.find((m) => m.to === email && m.template === 'email-verify');
    link = mail?.links.find((l) => l.includes('/v1/auth/verify'));
    if (!link) await new Promise((r) => setTimeout(r, 200));
  }
  if (!link) throw new Error('no verification mail in /dev/mailbox.json');
  await fetch(link, { redirect: 'manual' });
  const { session } = await api(base, '/v1/auth/signin/email-password', {
    email,
    password: PASSWORD,
  });
  const team = await api(
    base,
    '/v1/graphql',
    {
      query: 'mutation($input: CreateTeamInput!) { createTeam(input: $input) { id } }',
      variables: {
        input: { name: 'Bench', league: 'NFL', teamName: 'Dallas Cowboys', season: '2026' },
      },
    },
    session.accessToken,
  );
  if (team.errors) throw new Error(JSON.stringify(team.errors));
  return email;
}

/** A new session of the member seeded by `seedMember`. */
export async function signIn(base, email) {
  const { session } = await api(base, '/v1/auth/signin/email-password', {
    email,
    password: PASSWORD,
  });
  return session;
}

/**
 * Puts `session` into the localStorage of `page`'s origin the way the auth client keeps it, so the
 * next load of an app page restores it. `page` should be on a page that loads no script
 * (`/healthz`).
 */
export async function storeSession(page, session) {
  await page.evaluate(
    ([keys, s]) => {
      localStorage.clear();
      localStorage.setItem(keys.token, s.refreshToken);
      if (s.refreshTokenId) localStorage.setItem(keys.id, s.refreshTokenId);
      localStorage.setItem(
        keys.expiresAt,
        new Date(Date.now() + s.accessTokenExpiresIn * 1000).toISOString(),
      );
    },
    [TOKEN_KEYS, session],
  );
}

function summarize(path, lhr) {
  const scripts = lhr.audits['resource-summary'].details.items.find(
    (item) => item.resourceType === 'script',
  );
  const num = (id) => lhr.audits[id].numericValue;
  return {
    path,
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    lcp: num('largest-contentful-paint'),
    fcp: num('first-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    jsBytes: scripts?.transferSize ?? 0,
    jsFiles: scripts?.requestCount ?? 0,
  };
}

/**
 * One Lighthouse run, run again (up to twice) when Chromium's trace came back without the
 * navigation's start (NO_NAVSTART): a known flake of headless tracing, not a result of the page.
 */
async function lighthouseRun(url, flags) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags, undefined);
    if (result?.lhr?.runtimeError?.code !== 'NO_NAVSTART' || attempt === 3) return result;
    console.warn(`Lighthouse: no navigation start in the trace of ${url}; running it again.`);
  }
}

/**
 * Lighthouse on `/` signed out and `/app` as `memberEmail`. Returns one row per page, the median
 * run by performance score of `runs` runs.
 */
export async function runLighthouse(base, memberEmail, { runs = 1 } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const rows = [];
  try {
    for (const path of ['/', '/app']) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        const signedIn = path !== '/';
        if (signedIn) {
          const session = await signIn(base, memberEmail);
          const page = await cdp.contexts()[0].newPage();
          await page.goto(`${base}/healthz`);
          // Keeping storage keeps the HTTP cache too: empty it, the visit must be a cold one.
          const client = await page.context().newCDPSession(page);
          await client.send('Network.clearBrowserCache');
          await client.detach();
          await storeSession(page, session);
          await page.close();
        }
        const result = await lighthouseRun(base + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          // Keep the session put in above; the HTTP cache is cold either way (Lighthouse
          // navigates with the cache disabled).
          disableStorageReset: signedIn,
        });
        if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${path}`);
        if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
        results.push(summarize(path, result.lhr));
        // BENCH_LHR_DIR=<folder> keeps each full report (JSON) to see what an audit found.
        if (process.env.BENCH_LHR_DIR) {
          const name = `${path === '/' ? 'landing' : 'app'}-${i + 1}.json`;
          writeFileSync(join(process.env.BENCH_LHR_DIR, name), JSON.stringify(result.lhr));
        }
      }
      results.sort((a, b) => a.performance - b.performance);
      rows.push(results[Math.floor(results.length / 2)]);
    }
  } finally {
    await cdp.close().catch(() => {});
    chrome.kill();
  }
  return rows;
}

/** The rows as a Markdown table. */
export function lighthouseTable(rows) {
  const ms = (n) => `${(n / 1000).toFixed(2)} s`;
  return [
    '| page | performance | accessibility | FCP | LCP | TBT | CLS | JS (transfer) |',
    '| ---- | ----------- | ------------- | --- | --- | --- | --- | ------------- |',
    ...rows.map(
      (r) =>
        `| \`${r.path}\` | ${r.performance} | ${r.accessibility} | ${ms(r.fcp)} | **${ms(r.lcp)}** | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${(r.jsBytes / 1024).toFixed(1)} KB in ${r.jsFiles} files |`,
    ),
  ].join('\n');
}
