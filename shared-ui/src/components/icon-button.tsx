import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../internal/cx';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'children'
> {
  ref?: Ref<HTMLButtonElement>;
  /** Required: an icon-only button has no other accessible name. */
  'aria-label': string;
  /** The icon (decorative; hidden from assistive tech). */
  icon: ReactNode;
  variant?: 'ghost' | 'secondary' | 'primary';
  size?: 'sm' | 'md' | 'lg';
}

/** A square, icon-only button with a mandatory accessible name. */
export function IconButton({
  icon,
  variant = 'ghost',
  size = 'md',
  className,
  type,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={cx(
        'tx-icon-button',
        `tx-icon-button--${variant}`,
        `tx-icon-button--${size}`,
        className,
      )}
      {...rest}
    >
      <span className="tx-icon-button__icon" aria-hidden="true">
        {icon}
      </span>
    </button>
  );
}
