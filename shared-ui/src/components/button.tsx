import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Slot } from 'radix-ui';
import { cx } from '../internal/cx';
import { SpinnerGlyph } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  /** Visual style; `primary` is the stadium-green call to action. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Busy state: shows a spinner, sets aria-busy and disables the button. */
  loading?: boolean;
  /** Stretch to the container's width. */
  fullWidth?: boolean;
  /** Render the single child element (e.g. a router `<Link>`) with the button's styling. */
  asChild?: boolean;
  /** Icon before the label (decorative). */
  startIcon?: ReactNode;
  /** Icon after the label (decorative). */
  endIcon?: ReactNode;
}

/** Class names for a button look, for elements that cannot use `<Button asChild>`. */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: Pick<ButtonProps, 'variant' | 'size' | 'fullWidth' | 'className'> = {}): string {
  return cx(
    'tx-button',
    `tx-button--${variant}`,
    `tx-button--${size}`,
    fullWidth && 'tx-button--full',
    className,
  );
}

/** The kit's button; with `asChild` it styles a link or any other single child instead. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  asChild = false,
  startIcon,
  endIcon,
  className,
  disabled,
  type,
  children,
  ...rest
}: ButtonProps) {
  const classes = buttonClassName({ variant, size, fullWidth, className });
  const leading = loading ? <SpinnerGlyph size="sm" className="tx-button__spinner" /> : startIcon;
  const content = (inner: ReactNode) => (
    <>
      {leading ? <span className="tx-button__icon">{leading}</span> : null}
      {inner}
      {endIcon ? <span className="tx-button__icon">{endIcon}</span> : null}
    </>
  );

  if (asChild) {
    // A link cannot be disabled, so busy/disabled links are announced and blocked via aria-disabled + CSS.
    const inert = loading || disabled;
    return (
      <Slot.Root
        className={classes}
        aria-busy={loading || undefined}
        aria-disabled={inert || undefined}
        data-loading={loading || undefined}
        {...rest}
      >
        <Slot.Slottable child={children}>{(child) => content(child)}</Slot.Slottable>
      </Slot.Root>
    );
  }

  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      {...rest}
    >
      {content(children)}
    </button>
  );
}
