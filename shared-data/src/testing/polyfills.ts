// Browser APIs jsdom lacks and the apps' components call (the toaster and the layouts ask
// matchMedia, Radix measures with ResizeObserver and scrolls and captures the pointer).

/**
 * Installs inert stand-ins for the missing APIs; call it once from a vitest setup file. No media
 * query matches, as on a wide screen without motion preferences; tests that need a query to
 * match replace `matchMedia` themselves.
 */
export function installDomPolyfills(): void {
  if (typeof window === 'undefined') return;
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  globalThis.ResizeObserver ??= class ResizeObserverPolyfill implements ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
}
