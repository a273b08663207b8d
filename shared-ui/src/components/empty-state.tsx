import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Decorative illustration or icon. */
  icon?: ReactNode;
  /** e.g. "No teams yet". */
  title: ReactNode;
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
  description?: ReactNode;
  /** Usually a Button that resolves the emptiness. */
  action?: ReactNode;
  /** Tighter spacing for use inside cards and lists. */
  compact?: boolean;
}

/** Placeholder for a list or page with nothing to show yet. */
export function EmptyState({
  icon,
  title,
  titleAs: Heading = 'h3',
  description,
  action,
  compact = false,
  className,
  ...rest
}: EmptyStateProps) {
  return (
    <div className={cx('tx-empty', compact && 'tx-empty--compact', className)} {...rest}>
      {icon ? (
        <div className="tx-empty__icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading className="tx-empty__title">{title}</Heading>
      {description ? <p className="tx-empty__description">{description}</p> : null}
      {action ? <div className="tx-empty__action">{action}</div> : null}
    </div>
  );
}
