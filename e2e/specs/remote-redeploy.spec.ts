import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A remote ships alone: with the product running, mf-landing is rebuilt with one changed text and
 * its new files are put where the server serves remotes from (`mf-landing/dist`). A reload shows
 * the new text; the shell's files and every other remote's stay byte for byte the same.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const OTHERS = ['shell', 'mf-wizard', 'mf-teams', 'mf-draft', 'mf-payments'];
const OLD_TEXT = 'Trademark & logo fair use';
const OLD_SOURCE = 'Trademark &amp; logo fair use';

function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Every file of each app's dist with its hash. */
function hashes(apps: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const app of apps) {
    for (const file of filesOf(join(ROOT, app, 'dist'))) {
      out[relative(ROOT, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
    }
  }
  return out;
}

/**
 * Builds mf-landing from a copy of its sources in a temporary folder, so the checkout is never
 * touched: the copy sits beside links to the workspace files its config reads.
 */
function buildChangedLanding(newText: string): string {
  const work = mkdtempSync(join(tmpdir(), 'tiix-redeploy-'));
  for (const shared of ['scripts', 'shared-data', 'shared-ui', 'tsconfig.base.json']) {
    symlinkSync(join(ROOT, shared), join(work, shared));
  }
  const app = join(work, 'mf-landing');
  cpSync(join(ROOT, 'mf-landing'), app, {
    recursive: true,
    filter: (src) => !/[\\/](node_modules|dist|dist-prerender)$/.test(src),
  });
  symlinkSync(join(ROOT, 'mf-landing', 'node_modules'), join(app, 'node_modules'));
  const page = join(app, 'src/features/legal/LegalPage.tsx');
  const source = readFileSync(page, 'utf8');
  expect(source).toContain(OLD_SOURCE);
  writeFileSync(page, source.replace(OLD_SOURCE, newText));
  execFileSync(join(app, 'node_modules/.bin/rsbuild'), ['build'], {
    cwd: app,
    stdio: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return work;
}

test('a rebuilt remote goes live on reload without rebuilding the shell or other remotes', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const landingDist = join(ROOT, 'mf-landing', 'dist');
  const backup = mkdtempSync(join(tmpdir(), 'tiix-landing-dist-'));
  cpSync(landingDist, backup, { recursive: true });
  const newText = `Trademark and logo fair use, redeployed ${Date.now().toString(36)}`;
  const before = hashes(OTHERS);
  let work: string | null = null;
  try {
    await page.goto('/legal');
    await expect(page.getByRole('heading', { level: 2, name: OLD_TEXT })).toBeVisible();

    work = buildChangedLanding(newText);
    // The deploy: the new build's files go over the served ones. Old hashed chunks stay, as they
    // would on a real host, for pages that still run the previous build.
    cpSync(join(work, 'mf-landing', 'dist'), landingDist, { recursive: true });

    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: newText })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: OLD_TEXT })).toHaveCount(0);
    // The shell still runs: its navigation to another remote's page works.
    await page.goto('/app');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    expect(hashes(OTHERS)).toEqual(before);
  } finally {
    rmSync(landingDist, { recursive: true, force: true });
    cpSync(backup, landingDist, { recursive: true });
    rmSync(backup, { recursive: true, force: true });
    if (work) rmSync(work, { recursive: true, force: true });
  }
});
