import type { SVGProps } from 'react';
import { cx } from '../internal/cx';

export interface BrandLogoProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'> {
  /** `full` = ticket mark + "Tiix" wordmark; `mark` = the ticket alone (favicons, tight spaces). */
  variant?: 'full' | 'mark';
  /** `brand` = navy ink on light backgrounds; `inverse` = white on the brand colour or photos. */
  tone?: 'brand' | 'inverse';
  /** Rendered height in px; width follows the aspect ratio. */
  height?: number;
  /** Accessible name. */
  title?: string;
}

/** The Tiix logo as inline SVG (no request, crisp at any size); its accessible name is "Tiix". */
export function BrandLogo({
  variant = 'full',
  tone = 'brand',
  height = 32,
  title = 'Tiix',
  className,
  ...rest
}: BrandLogoProps) {
  const width = variant === 'full' ? 108 : 40;
  return (
    <svg
      role="img"
      aria-label={title}
      viewBox={`0 0 ${width} 32`}
      height={height}
      width={(height * width) / 32}
      className={cx('tx-logo', `tx-logo--${tone}`, className)}
      {...rest}
    >
      <title>{title}</title>
      {/* Ticket: notched at the sides, with a perforation line. */}
      <path
        className="tx-logo__ticket"
        d="M6 4h28a4 4 0 0 1 4 4v5a3 3 0 0 0 0 6v5a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4v-5a3 3 0 0 0 0-6V8a4 4 0 0 1 4-4Z"
      />
      <path
        className="tx-logo__perforation"
        d="M27 8.5v15"
        strokeDasharray="2.2 2.3"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
      <path
        className="tx-logo__star"
        d="m14.5 10 1.76 3.57 3.94.57-2.85 2.78.67 3.92-3.52-1.85-3.52 1.85.67-3.92-2.85-2.78 3.94-.57Z"
      />
      {variant === 'full' ? (
        <g className="tx-logo__word">
          {/* T */}
          <path d="M48 5h19v5h-6.9v18h-5.2V10H48Z" />
          {/* i i: stems in ink, dots in accent like punched holes */}
          <path d="M70.5 12h5.2v16h-5.2ZM79.5 12h5.2v16h-5.2Z" />
          <circle className="tx-logo__dot" cx="73.1" cy="7.4" r="2.6" />
          <circle className="tx-logo__dot" cx="82.1" cy="7.4" r="2.6" />
          {/* x */}
          <path d="M87 12h5.8l3.3 5 3.3-5h5.8l-6.2 8 6.4 8h-5.8l-3.5-5.1-3.5 5.1h-5.8l6.4-8Z" />
        </g>
      ) : null}
    </svg>
  );
}
