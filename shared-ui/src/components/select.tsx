import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import { FieldLabel, FieldMessages, useFieldA11y } from '../internal/field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'size' | 'multiple'
> {
  ref?: Ref<HTMLSelectElement>;
  /** Visible label, tied to the select. */
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  /** Options to render; alternatively pass `<option>` children. */
  options?: SelectOption[];
  /** A first, empty option (e.g. "Choose a team"); selecting it yields value "". */
  placeholder?: string;
  containerClassName?: string;
}

/** Labelled native select: robust keyboard, mobile pickers and form behaviour for free. */
export function Select({
  label,
  hideLabel = false,
  hint,
  error,
  options,
  placeholder,
  id,
  className,
  containerClassName,
  required,
  children,
  'aria-describedby': describedBy,
  ...rest
}: SelectProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldA11y({
    id,
    hint,
    error,
    describedBy,
  });
  return (
    <div className={cx('tx-field', hideLabel && 'tx-field--label-hidden', containerClassName)}>
      <FieldLabel htmlFor={controlId} required={required}>
        {label}
      </FieldLabel>
      <div className={cx('tx-select', error ? 'tx-select--invalid' : undefined)}>
        <select
          className={cx('tx-select__control', className)}
          required={required}
          {...controlProps}
          {...rest}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
        <svg
          className="tx-select__chevron"
          viewBox="0 0 16 16"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="m4 6 4 4 4-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
