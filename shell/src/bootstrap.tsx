import { StrictMode, startTransition } from 'react';

/** Ends the current task: the browser paints and handles input before the next step runs. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in steps, each a task of its own on a slow phone's main thread rather than one
 * long task. The eager imports are in the page's scripts already (no request); they only put off
 * running the modules until called. The steps:
 * - the browser's locale data: the page's first `Intl` object loads it, one call as long as a
 *   whole step (the product's formatters make their objects when the data layer loads);
 * - the data layer (store, GraphQL client, auth client, the product rules), and the auth client
 *   starts restoring the session;
 * - the app's frame (router, UI kit, layout), then the rest of the app's modules, then React DOM;
 * - React's first render.
 */
async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  await yieldToBrowser();
  new Intl.NumberFormat('en-US').format(0);
  await yieldToBrowser();
  const { AuthClient } = await import(/* webpackMode: "eager" */ '@tiix/shared-data');
  // The stored session is restored (a token request) while the rest of the app loads and
  // renders, rather than once React has committed the whole tree: on a slow phone that request
  // is a round trip the dashboard's queries wait for. Not on the sign-in callback with a token in
  // its address: starting takes the token and the link's `type` out of the address, and that page
  // reads where the link was going (a password reset) from the address as it arrived; there the
  // session starts the client once the page is on screen.
  const auth = new AuthClient();
  if (!auth.hasAddressToken()) void auth.start();
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ './features/layout/AppLayout');
  await yieldToBrowser();
  const { App } = await import(/* webpackMode: "eager" */ './app/App');
  await yieldToBrowser();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser between them; the server's frame
  // in #root stays on screen until the whole tree commits.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App auth={auth} />
      </StrictMode>,
    );
  });
}

void start();
