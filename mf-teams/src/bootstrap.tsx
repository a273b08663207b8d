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
        remote="mf-teams"
        links={[
          { to: '/app/teams', label: 'teamList' },
          { to: '/app/teams/demo-team', label: 'teamDetail' },
          { to: '/app/games', label: 'games' },
          { to: '/accept-invite/sample-token', label: 'acceptInvite' },
          { to: '/demo', label: 'demo' },
        ]}
      >
        <Routes>
          <Route path="/app/teams" element={<Page page="teamList" />} />
          <Route path="/app/teams/:teamId" element={<Page page="teamDetail" />} />
          <Route path="/app/games" element={<Page page="games" />} />
          <Route path="/accept-invite/:token" element={<Page page="acceptInvite" />} />
          <Route path="/demo" element={<Page page="demo" />} />
        </Routes>
      </DevHost>
    </StrictMode>,
  );
}

void main();
