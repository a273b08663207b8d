import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../internal/cx';
import { FieldMessages, useFieldA11y } from '../internal/field';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size'
> {
  ref?: Ref<HTMLInputElement>;
  /** Visible label; clicking it toggles the box. */
  label: ReactNode;
  /** Secondary text under the label, linked with aria-describedby. */
  hint?: ReactNode;
  error?: ReactNode;
  containerClassName?: string;
}

/** Native checkbox with a clickable label. */
export function Checkbox({
  label,
  hint,
  error,
  id,
  className,
  containerClassName,
  'aria-describedby': describedBy,
  ...rest
}: CheckboxProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldA11y({
    id,
    hint,
    error,
    describedBy,
  });
  return (
    <div className={cx('tx-checkbox', containerClassName)}>
      <input
        type="checkbox"
        className={cx('tx-checkbox__control', className)}
        {...controlProps}
        {...rest}
      />
      <div className="tx-checkbox__text">
        <label htmlFor={controlId} className="tx-checkbox__label">
          {label}
        </label>
        <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
      </div>
    </div>
  );
}
