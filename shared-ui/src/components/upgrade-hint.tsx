import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';

/** Where the Unlimited plan is bought: the Billing section of the account settings. */
export const BILLING_PATH = '/app/settings#billing';

export interface UpgradeHintProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** What is locked, e.g. "Card payments". */
  feature: string;
  /** Why and what unlocks it; defaults to "<feature> are an Unlimited feature." */
  children?: ReactNode;
  /** Where the call to action goes (default the Billing section). */
  href?: string;
  /** Label of the call to action. */
  actionLabel?: string;
  /**
   * Renders the call to action, e.g. with a router `<Link>` so the app does not reload; receives
   * the href, class name and label. Defaults to a plain `<a>`.
   */
  renderLink?: (link: { href: string; className: string; children: ReactNode }) => ReactNode;
}

/**
 * A locked feature on the free plan: what it is, that Unlimited unlocks it, and a link to the
 * billing section where the owner upgrades.
 */
export function UpgradeHint({
  feature,
  children,
  href = BILLING_PATH,
  actionLabel = 'Go Unlimited',
  renderLink,
  className,
  ...rest
}: UpgradeHintProps) {
  const link = { href, className: 'tx-upgrade-hint__action', children: actionLabel };
  return (
    <div
      role="note"
      aria-label={`${feature}: Unlimited plan`}
      className={cx('tx-upgrade-hint', className)}
      {...rest}
    >
      <span className="tx-upgrade-hint__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </svg>
      </span>
      <p className="tx-upgrade-hint__text">{children ?? `${feature} are an Unlimited feature.`}</p>
      {renderLink ? renderLink(link) : <a {...link} />}
    </div>
  );
}
