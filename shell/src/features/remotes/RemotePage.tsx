import { Component, Suspense, use, useLayoutEffect, useState, type ReactNode } from 'react';
import { Button, Spinner } from '@tiix/shared-ui';
import { SHARED_DATA_VERSION, majorOf } from '@tiix/shared-data';
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
      <Suspense fallback={showsPrerender ? null : <PageLoading />}>
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
  if (
    mod.sharedDataVersion !== undefined &&
    majorOf(mod.sharedDataVersion) !== majorOf(SHARED_DATA_VERSION)
  ) {
    throw new SharedDataMismatchError(remote, mod.sharedDataVersion);
  }
  const Page = mod.pages[page];
  if (!Page) throw new Error(`The remote ${remote} has no page "${page}"`);
  return <Page />;
}

/** Commits together with the live page (same Suspense boundary) and removes the prerendered copy. */
function PrerenderHandoff() {
  useLayoutEffect(removePrerender, []);
  return null;
}

/** A page's loading state while its code comes in. */
export function PageLoading() {
  return (
    <div className="shell-remote-loading">
      <Spinner label="Loading" />
    </div>
  );
}

/**
 * A remote built against another major of @tiix/shared-data than the one the shell provides: its
 * store, session or client API may differ, so it is not run (a deploy is part-way through).
 */
export class SharedDataMismatchError extends Error {
  constructor(remote: RemoteName, built: string) {
    super(
      `${remote} was built with @tiix/shared-data ${built}, but this shell provides ${SHARED_DATA_VERSION}`,
    );
    this.name = 'SharedDataMismatchError';
  }
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
    if (this.state.error instanceof SharedDataMismatchError) return <RemoteVersionFallback />;
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

/** The contained message for a remote from another release than the shell; Retry cannot help. */
export function RemoteVersionFallback() {
  useLayoutEffect(removePrerender, []);
  return (
    <section className="shell-remote-fallback" role="alert" aria-labelledby="remote-version-title">
      <h2 id="remote-version-title">This part of Tiix is being updated</h2>
      <p>Reload the page to get the latest version. The rest of Tiix still works.</p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </section>
  );
}
