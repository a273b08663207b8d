import { BrandLogo } from '@tiix/shared-ui';
import { DashboardSection } from '../dashboard';

/** The app page the server frames: the dashboard gets its heading, any other page the bar alone. */
export type AppFramePage = 'dashboard' | 'other';

/**
 * What an app page (`/app/...`) looks like before the app's scripts have run: AppLayout's bar
 * (the brand only) and, for the dashboard, its heading, drawn with the app's own classes and
 * styles. It is static HTML in the page the server sends (public/app-frame-*.html, kept equal
 * to this component by its test; server/src/http/app-frame.ts puts it into `#root`), so a phone
 * on a slow connection sees the app's frame at once; React replaces it on its first render.
 * `aria-busy` tells assistive technology (and tests) that the page is still loading.
 */
export function AppFrame({ page }: { page: AppFramePage }) {
  return (
    <div className="shell-app">
      <header className="shell-topbar">
        <div className="shell-topbar__inner shell-topbar__inner--frame">
          <a href="/app" className="shell-topbar__brand" aria-label="Tiix dashboard">
            <BrandLogo tone="inverse" />
          </a>
        </div>
      </header>
      <main className="shell-main" id="main" aria-busy="true">
        {page === 'dashboard' ? <DashboardSection /> : null}
      </main>
    </div>
  );
}
