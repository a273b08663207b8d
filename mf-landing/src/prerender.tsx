import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import LandingPage from './features/landing/LandingPage';
import '@tiix/shared-ui/styles.css';

/**
 * The landing page as static HTML, rendered at build time (`scripts/prerender.mjs`). The server
 * puts it into the shell's page for `/`, so the text and the hero paint before any script runs;
 * the shell swaps in the live page once this remote has loaded.
 */
export function renderLanding(): string {
  return renderToString(
    <StaticRouter location="/">
      <LandingPage />
    </StaticRouter>,
  );
}
