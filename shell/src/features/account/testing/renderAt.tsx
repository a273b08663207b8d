import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

function Where() {
  const location = useLocation();
  // Not an <output>: that element is a status region and would shadow the screens' own.
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/**
 * Renders `element` at `path` (matched by `pattern`) in a memory router; any other route shows
 * "left the page". `currentLocation()` reads the router's address.
 */
export function renderAt(path: string, element: ReactElement, pattern = path.split('?')[0]) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={element} />
        <Route path="*" element={<p>left the page</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

/** The current router address (pathname + search). */
export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}
