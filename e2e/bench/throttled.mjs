// Applied-throttling half of `pnpm bench`: `/` (signed out) and `/app` (a member's dashboard)
// loaded in real Chromium slowed down the way a slow phone is (every request delayed 150 ms,
// 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower, applied through the DevTools protocol rather
// than simulated afterwards as Lighthouse does), on a phone-sized screen with an empty cache. FCP
// and LCP come from the page's own PerformanceObservers (`buffered: true`), read once the page
// has loaded and gone quiet. Each LCP entry is kept: the heading should be one entry, painted
// once. "Usable" is when the page first works: `/` once its own script made the server-rendered
// page live, `/app` once the live dashboard shows the member's team and counters.
import { chromium } from '@playwright/test';
import { storeSession } from './lighthouse.mjs';

/** Lighthouse's mobile screen (Moto G Power), so both halves of the bench see the same layout. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};
/** Bytes per second for a rate in kbit/s (1 kbit = 1024 bits, as Lighthouse counts). */
const kbps = (k) => (k * 1024) / 8;
export const THROTTLING = {
  latency: 150,
  downloadThroughput: kbps(1.6 * 1024),
  uploadThroughput: kbps(750),
  cpuSlowdown: 4,
};

/**
 * Whether the page in front of the browser is usable, run inside the page (so it uses nothing
 * from outside its own body): `/` once its own script made the server-rendered page live (or the
 * live app replaced it), an app page once the live app replaced the server's frame (no
 * `main[aria-busy]`) and the dashboard shows the seeded member's team ("Bench" in Your Teams)
 * and the counters' values. The byte count (first-render.mjs) and the timing below both use it.
 */
export function pageUsable() {
  if (location.pathname === '/') {
    const prerender = document.getElementById('tiix-prerender');
    return !prerender || prerender.hasAttribute('data-live');
  }
  const teams = document.querySelector('section[aria-label="Your Teams"]');
  return (
    !document.querySelector('main[aria-busy]') &&
    document.querySelector('.shell-dashboard__counter-value') !== null &&
    teams !== null &&
    [...teams.querySelectorAll('a')].some((a) => a.textContent.trim() === 'Bench')
  );
}

/** Collects paint, LCP and layout-shift entries from the first moment of the document. */
const OBSERVE = (usable) => {
  const store = { fcp: null, lcp: [], cls: 0, usable: null };
  Object.defineProperty(window, '__tiixVitals', { value: store });
  const describe = (el) => {
    if (!el) return null;
    const cls = el.getAttribute('class');
    return `${el.localName}${cls ? `.${cls.trim().split(/\s+/).join('.')}` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.name === 'first-contentful-paint') store.fcp = e.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      store.lcp.push({
        time: e.startTime,
        size: e.size,
        element: describe(e.element),
        url: e.url || null,
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) store.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const watch = new MutationObserver(() => {
    if (store.usable === null && usable()) {
      store.usable = performance.now();
      watch.disconnect();
    }
  });
  watch.observe(document, { subtree: true, childList: true, attributes: true });
};

async function loadOnce(browser, base, path, session) {
  const context = await browser.newContext(PHONE); // a new context: empty cache and storage
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  try {
    if (session) {
      // `/healthz` loads no script: the cache is still empty when the page itself loads.
      await page.goto(`${base}/healthz`);
      await storeSession(page, await session());
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.latency,
      downloadThroughput: THROTTLING.downloadThroughput,
      uploadThroughput: THROTTLING.uploadThroughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
    // Both functions go in as source text: the page runs them as its own code (no eval, which
    // the app's CSP refuses).
    await page.addInitScript({ content: `(${OBSERVE})(${pageUsable});` });
    await page.goto(base + path, { waitUntil: 'load' });
    // LCP entries stop at the first input; none comes, so wait until the page is quiet.
    await page.waitForTimeout(3000);
    return await page.evaluate(() => window.__tiixVitals);
  } finally {
    await context.close();
  }
}

/**
 * `path` under applied throttling, `runs` loads (median kept, by LCP), signed in with a new
 * `session()` when given. Returns FCP, LCP, the LCP element, the number of LCP entries of the
 * median run, the cumulative layout shift and when the page was usable.
 */
export async function runThrottled(base, { runs = 3, path = '/', session } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--no-first-run'],
  });
  const loads = [];
  try {
    for (let i = 0; i < runs; i++) {
      const v = await loadOnce(browser, base, path, session);
      const last = v.lcp.at(-1) ?? null;
      loads.push({
        path,
        fcp: v.fcp,
        lcp: last?.time ?? null,
        element: last?.element ?? null,
        entries: v.lcp,
        cls: v.cls,
        usable: v.usable,
      });
    }
  } finally {
    await browser.close();
  }
  loads.sort((a, b) => (a.lcp ?? Infinity) - (b.lcp ?? Infinity));
  return { median: loads[Math.floor(loads.length / 2)], loads };
}

/**
 * The median load of each page as a Markdown table (usable: the median of the loads), and each
 * LCP entry of every load as text.
 */
export function throttledReport(pages) {
  const ms = (n) => (n == null ? 'n/a' : `${(n / 1000).toFixed(2)} s`);
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const table = [
    '| page | FCP | LCP | LCP element | LCP entries | CLS | usable |',
    '| ---- | --- | --- | ----------- | ----------- | --- | ------ |',
    ...pages.map(({ median: r, loads }) => {
      const usable = median(loads.map((l) => l.usable ?? Infinity));
      return `| \`${r.path}\` | ${ms(r.fcp)} | **${ms(r.lcp)}** | \`${r.element}\` | ${r.entries.length} | ${r.cls.toFixed(3)} | ${ms(Number.isFinite(usable) ? usable : null)} |`;
    }),
  ].join('\n');
  const detail = pages
    .flatMap(({ loads }) =>
      loads.map(
        (l, i) =>
          `\`${l.path}\` load ${i + 1}: FCP ${ms(l.fcp)}; usable ${ms(l.usable)}; LCP entries: ${l.entries
            .map((e) => `${ms(e.time)} ${e.element}${e.url ? ` ${e.url}` : ''} (${e.size} px²)`)
            .join(', ')}`,
      ),
    )
    .join('\n');
  return { table, detail };
}
