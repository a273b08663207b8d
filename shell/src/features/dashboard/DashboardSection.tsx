import type { ReactNode } from 'react';

/**
 * The dashboard's section and heading, the same wherever the dashboard is drawn: in the frame the
 * server sends before any script has run (layout/AppFrame.tsx), while a stored session is
 * restored (session/RequireSignIn.tsx) and on the page itself. The heading stays in place from
 * the first paint to the member's page.
 */
export function DashboardSection({
  busy = false,
  children,
}: {
  busy?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className="shell-page shell-dashboard" aria-busy={busy || undefined}>
      <h1>Dashboard</h1>
      {children}
    </section>
  );
}
