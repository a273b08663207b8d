import type { HTMLAttributes } from 'react';
import { cx } from '../internal/cx';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** What is loading; read by screen readers and shown when `showLabel` is set. */
  label?: string;
  /** Show the label next to the spinner instead of only to assistive tech. */
  showLabel?: boolean;
  size?: SpinnerSize;
}

/** The spinning ring alone, without a live region (used inside busy buttons). */
export function SpinnerGlyph({
  size = 'md',
  className,
}: {
  size?: SpinnerSize;
  className?: string;
}) {
  return (
    <svg
      className={cx('tx-spinner__glyph', `tx-spinner__glyph--${size}`, className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path
        d="M21.5 12a9.5 9.5 0 0 0-9.5-9.5"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Indeterminate loading indicator: a polite live region with an accessible label. */
export function Spinner({
  label = 'Loading',
  showLabel = false,
  size = 'md',
  className,
  ...rest
}: SpinnerProps) {
  return (
    <span role="status" className={cx('tx-spinner', className)} {...rest}>
      <SpinnerGlyph size={size} />
      <span className={showLabel ? 'tx-spinner__label' : 'tx-visually-hidden'}>{label}</span>
    </span>
  );
}
