import { Link } from 'react-router';
import { PLAN_PRICE } from '@tiix/domain';
import { BILLING_PATH, UpgradeHint } from '@tiix/shared-ui';
import { SWAPS_LOCKED } from './swapModel';

/** What a free team sees instead of swaps: the lock, and where Unlimited is bought. */
export function SwapsLocked() {
  return (
    <UpgradeHint
      feature="Game swaps"
      href={BILLING_PATH}
      renderLink={({ href, className, children }) => (
        <Link to={href} className={className}>
          {children}
        </Link>
      )}
    >
      {SWAPS_LOCKED} Swaps, counter-offers and &apos;Up for grabs&apos; come with the Unlimited plan
      ({PLAN_PRICE} a year).
    </UpgradeHint>
  );
}
