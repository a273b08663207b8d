import { usePageTitle } from '../layout/usePageTitle';

/** The dashboard at /app. Counters, teams and activity arrive with the teams issue. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  return (
    <section className="shell-page">
      <h1>Dashboard</h1>
      <p>Welcome to Tiix.</p>
    </section>
  );
}
