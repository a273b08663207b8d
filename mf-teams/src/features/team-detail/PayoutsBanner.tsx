import { useEffect, useState } from 'react';
import { Button, notify } from '@tiix/shared-ui';
import { createPayoutsAccountLink, fetchPayoutsReady, useAccessToken } from '@tiix/shared-data';

/** Sends the browser to the card processor's onboarding page; replaced in tests. */
export const payoutsNavigation = {
  go(url: string) {
    window.location.assign(url);
  },
};

/**
 * Shown to the owner while the team's payout account is not ready (GET /api/connect/status), with
 * 'Set up payouts' leading to the processor's onboarding. Any failure, including the endpoint not
 * answering, shows nothing: a missing banner is harmless, a false alarm is not. After a handover
 * (`heldBy`: the previous owner's name) payouts still go to that person's account until the
 * owner sets up their own, and the banner says so even though card payments work.
 */
export function PayoutsBanner({
  teamId,
  heldBy = null,
}: {
  teamId: string;
  heldBy?: string | null;
}) {
  const token = useAccessToken();
  const [notReady, setNotReady] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    setNotReady(false);
    void fetchPayoutsReady(teamId, token, { signal: controller.signal }).then((ready) => {
      if (!controller.signal.aborted && ready === false) setNotReady(true);
    });
    return () => controller.abort();
  }, [teamId, token]);

  const setUp = async () => {
    setBusy(true);
    const result = await createPayoutsAccountLink(teamId, token);
    if (result.ok) {
      payoutsNavigation.go(result.url);
      return;
    }
    setBusy(false);
    notify.error(result.message);
  };

  if (!notReady && !heldBy) return null;
  return (
    <aside className="tm-payouts-banner" aria-label="Payouts">
      <p>
        {heldBy
          ? `Card payments still go to ${heldBy}'s payout account until you set up your own.`
          : 'Set up payouts to receive payments from your team members.'}
      </p>
      <Button size="sm" loading={busy} onClick={() => void setUp()}>
        Set up payouts
      </Button>
    </aside>
  );
}
