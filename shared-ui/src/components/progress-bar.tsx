import { useId } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';

export interface ProgressBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Current value, clamped into [min, max]. */
  value: number;
  min?: number;
  max?: number;
  /** What is progressing (e.g. "Wizard progress"); the bar's accessible name. */
  label: ReactNode;
  /** Keep the label for assistive tech only. */
  hideLabel?: boolean;
  /** Human-readable value, e.g. "Step 2 of 6" or "12 of 40 ranked"; shown and read instead of a percentage. */
  valueText?: string;
  /** Show the value (valueText, else a percentage) at the right of the label. */
  showValue?: boolean;
  tone?: 'brand' | 'accent' | 'success' | 'warning' | 'danger';
  size?: 'sm' | 'md';
}

/** Determinate progress with role="progressbar" and aria-valuenow/min/max. */
export function ProgressBar({
  value,
  min = 0,
  max = 100,
  label,
  hideLabel = false,
  valueText,
  showValue = false,
  tone = 'accent',
  size = 'md',
  className,
  ...rest
}: ProgressBarProps) {
  const labelId = useId();
  const clamped = Math.min(max, Math.max(min, value));
  const ratio = max > min ? (clamped - min) / (max - min) : 0;
  const percent = Math.round(ratio * 100);
  const shownValue = valueText ?? `${percent}%`;
  return (
    <div
      className={cx('tx-progress', `tx-progress--${tone}`, `tx-progress--${size}`, className)}
      {...rest}
    >
      <div className={cx('tx-progress__header', hideLabel && !showValue && 'tx-visually-hidden')}>
        <span id={labelId} className={cx('tx-progress__label', hideLabel && 'tx-visually-hidden')}>
          {label}
        </span>
        {showValue ? (
          <span className="tx-progress__value" aria-hidden="true">
            {shownValue}
          </span>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuenow={clamped}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuetext={valueText}
        className="tx-progress__track"
      >
        <div className="tx-progress__fill" style={{ transform: `scaleX(${ratio})` }} />
      </div>
    </div>
  );
}
