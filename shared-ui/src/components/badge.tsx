import type { HTMLAttributes } from 'react';
import { cx } from '../internal/cx';

export type BadgeTone = 'neutral' | 'success' | 'info' | 'warning' | 'danger' | 'brand';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** A leading status dot. */
  dot?: boolean;
}

/** Short status label, e.g. a team's status (active = success, draft = info) or a member's role. */
export function Badge({ tone = 'neutral', dot = false, className, children, ...rest }: BadgeProps) {
  return (
    <span className={cx('tx-badge', `tx-badge--${tone}`, className)} {...rest}>
      {dot ? <span className="tx-badge__dot" aria-hidden="true" /> : null}
      {children}
    </span>
  );
}
