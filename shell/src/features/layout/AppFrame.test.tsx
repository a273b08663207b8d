import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppFrame, type AppFramePage } from './AppFrame';

// The server reads the frames from the shell's build (public/ is copied into dist as is).
// UPDATE_APP_FRAME=1 rewrites them after a change to AppFrame.
const publicDir = join(import.meta.dirname, '..', '..', '..', 'public');

describe('the app frame the server sends before the scripts', () => {
  for (const page of ['dashboard', 'other'] as AppFramePage[]) {
    it(`public/app-frame-${page}.html is AppFrame's markup`, () => {
      const file = join(publicDir, `app-frame-${page}.html`);
      const markup = renderToStaticMarkup(<AppFrame page={page} />);
      if (process.env.UPDATE_APP_FRAME) writeFileSync(file, `${markup}\n`);
      expect(readFileSync(file, 'utf8').trim()).toBe(markup);
    });
  }

  it('has the bar and, for the dashboard, its heading, while marked busy', () => {
    document.body.innerHTML = renderToStaticMarkup(<AppFrame page="dashboard" />);
    expect(document.querySelector('header.shell-topbar a[href="/app"]')).not.toBeNull();
    expect(document.querySelector('main')?.getAttribute('aria-busy')).toBe('true');
    expect(document.querySelector('h1')?.textContent).toBe('Dashboard');
    document.body.innerHTML = renderToStaticMarkup(<AppFrame page="other" />);
    expect(document.querySelector('h1')).toBeNull();
  });
});
