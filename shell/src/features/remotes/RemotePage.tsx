import { Component, Suspense, use, useLayoutEffect, useState, type ReactNode } from 'react';
import { Button, Spinner } from '@tiix/shared-ui';
import { hasPrerender, removePrerender } from './prerender';
import { loadRemoteApp, type RemoteModule, type RemoteName } from './remoteRegistry';

interface RemotePageProps {
  remote: RemoteName;
  /** Key of the page in the remote's `pages` record. */
  page: string;
  /**
   * The server sent this page prerendered (the landing at `/`): that HTML stays as the loading
   * state and is swapped for the live page, or the fallback, in the same frame.
   */
  prerendered?: boolean;
}

/**
 * Mounts one page of a federated remote, contained: while it loads a spinner shows, and if the
 * remote cannot be fetched or throws, only this area shows the fallback with Retry.
 * Give each route's element its own `key` so a different page gets a fresh instance.
 */
export function RemotePage({ remote, page, prerendered = false }: RemotePageProps) {
  const [showsPrerender] = useState(() => prerendered && hasPrerender());
  const [load, setLoad] = useState(() => ({ attempt: 0, promise: loadRemoteApp(remote) }));
  const retry = () =>
    setLoad((prev) => ({ attempt: prev.attempt + 1, promise: loadRemoteApp(remote, true) }));
  return (
    <RemoteErrorBoundary key={load.attempt} onRetry={retry}>
      <Suspense fallback={showsPrerender ? null : <RemoteLoading />}>
        <RemotePageContent modulePromise={load.promise} page={page} remote={remote} />
        {showsPrerender ? <PrerenderHandoff /> : null}
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function RemotePageContent({
  modulePromise,
  page,
  remote,
}: {
  modulePromise: Promise<RemoteModule>;
  page: string;
  remote: RemoteName;
}) {
  const mod = use(modulePromise);
  const Page = mod.pages[page];
  if (!Page) throw new Error(`The remote ${remote} has no page "${page}"`);
  return <Page />;
}

/** Commits together with the live page (same Suspense boundary) and removes the prerendered copy. */
function PrerenderHandoff() {
  useLayoutEffect(removePrerender, []);
  return null;
}

function RemoteLoading() {
  return (
    <div className="shell-remote-loading">
      <Spinner label="Loading" />
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error('[shell] remote failed', error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <RemoteFallback onRetry={this.props.onRetry} />;
  }
}

/** The contained fallback shown when a remote does not load. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  useLayoutEffect(removePrerender, []);
  return (
    <section className="shell-remote-fallback" role="alert" aria-labelledby="remote-fallback-title">
      <h2 id="remote-fallback-title">This part of Tiix didn&apos;t load</h2>
      <p>Check your connection and try again. The rest of Tiix still works.</p>
      <Button onClick={onRetry}>Retry</Button>
    </section>
  );
}
