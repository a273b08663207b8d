import { StrictMode, startTransition } from 'react';

/** Ends the current task: the browser paints and handles input before the next step runs. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in steps, each a task of its own on a slow phone's main thread rather than one
 * long task: evaluating the data layer (store, GraphQL client, auth client), the app's own
 * modules (router, UI kit, pages), React DOM, then React's first render. The eager imports
 * are in the page's scripts already (no request); they only put off running the modules until
 * called.
 */
async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  await import(/* webpackMode: "eager" */ '@tiix/shared-data');
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
        <App />
      </StrictMode>,
    );
  });
}

void start();
