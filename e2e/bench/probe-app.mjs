// temporary probe (not committed): long tasks of /app signed in, CPU 4x
import { chromium } from '@playwright/test';
import { seedMember, signIn, storeSession } from './lighthouse.mjs';
const base = process.argv[2] ?? 'http://localhost:3391';
const email = await seedMember(base);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const sums = [];
for (let i = 0; i < Number(process.argv[3] ?? 5); i++) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.goto(base + '/healthz');
  await storeSession(page, await signIn(base, email));
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__lt = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push(['LoAF', Math.round(e.startTime), Math.round(e.duration), e.scripts.map((s) => `${s.invoker}:${s.sourceFunctionName}@${(s.sourceURL||'').split('/').pop()}#${s.sourceCharPosition} ${Math.round(s.duration)}`).join(' | ')]); }).observe({ type: 'long-animation-frame', buffered: true });
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(base + '/app', { waitUntil: 'load' });
  await page.getByRole('list', { name: 'Summary' }).waitFor();
  await page.waitForTimeout(1500);
  const lt = await page.evaluate(() => window.__lt);
  const blocking = lt.filter((t) => typeof t[0] === 'number').reduce((a, t) => a + Math.max(0, t[1] - 50), 0);
  sums.push(blocking);
  console.log('load', i, 'blocking', blocking); for (const t of lt) if (t[0] === 'LoAF' && t[3]) console.log('  ', JSON.stringify(t).slice(0, 180));
  await ctx.close();
}
console.log('blocking per load', sums.join(' '));
await browser.close();
