import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Routes } from 'react-router';
import { DevHost, startMockWorker } from '@tiix/shared-data/dev-host';
import { pages } from './export-app';
import '@tiix/shared-ui/styles.css';

/** Standalone development: the remote's pages inside a dev host, data from MSW handlers. */
function Page({ page }: { page: keyof typeof pages }) {
  const Component = pages[page];
  return (
    <Suspense fallback={<p>Loading…</p>}>
      <Component />
    </Suspense>
  );
}

async function main() {
  if (process.env.NODE_ENV !== 'production') await startMockWorker();
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  createRoot(container).render(
    <StrictMode>
      <DevHost
        remote="mf-draft"
        links={[
          { to: '/app/teams/demo-team/draft', label: 'teamDraft' },
          { to: '/app/draft/demo-draft', label: 'draft' },
        ]}
      >
        <Routes>
          <Route path="/app/teams/:teamId/draft" element={<Page page="teamDraft" />} />
          <Route path="/app/draft/:draftId" element={<Page page="draft" />} />
        </Routes>
      </DevHost>
    </StrictMode>,
  );
}

void main();
