import type { CSSProperties, HTMLAttributes } from 'react';
import { cx } from '../internal/cx';

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  /** `text` is a line of body copy, `circle` an avatar, `rect` anything else. */
  variant?: 'text' | 'rect' | 'circle';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
}

/**
 * Placeholder shape shown while content loads. Hidden from assistive tech: mark the
 * loading region with aria-busy or pair it with a Spinner label instead.
 */
export function Skeleton({
  variant = 'text',
  width,
  height,
  className,
  style,
  ...rest
}: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx('tx-skeleton', `tx-skeleton--${variant}`, className)}
      style={{ width, height, ...style }}
      {...rest}
    />
  );
}
