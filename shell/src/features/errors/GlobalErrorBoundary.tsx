import { Component, type ReactNode } from 'react';

/** Catches any uncaught render error and shows the global fallback screen. */
export class GlobalErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error('[shell] uncaught error', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="shell-fatal" role="alert">
        <h1>Something went wrong</h1>
        <p>An unexpected error occurred. Please refresh the page or try again later.</p>
        <button
          type="button"
          className="tx-button tx-button--primary tx-button--md"
          onClick={() => window.location.reload()}
        >
          Refresh the page
        </button>
      </main>
    );
  }
}
