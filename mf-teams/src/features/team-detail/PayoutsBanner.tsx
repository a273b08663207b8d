import { useEffect, useState } from 'react';

/**
 * Shown while the team's payout account is not ready (spec 7: GET /api/connect/status).
 * Any failure, including the endpoint not existing yet, shows nothing: a missing banner is
 * harmless, a false alarm is not.
 */
export function PayoutsBanner({ teamId }: { teamId: string }) {
  const [notReady, setNotReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    setNotReady(false);
    (async () => {
      try {
        const res = await fetch(`/api/connect/status?teamId=${encodeURIComponent(teamId)}`);
        if (!res.ok) return;
        const body = (await res.json()) as { ready?: unknown };
        if (!cancelled && body.ready === false) setNotReady(true);
      } catch {
        // No banner.
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [teamId]);
  if (!notReady) return null;
  return (
    <aside className="tm-payouts-banner" aria-label="Payouts">
      <p>Set up payouts to receive payments from your team members.</p>
    </aside>
  );
}
