import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../internal/cx';
import { FieldLabel, FieldMessages, useFieldA11y } from '../internal/field';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Forwarded to the `<input>` (React 19 ref-as-prop), e.g. for focus management or form libraries. */
  ref?: Ref<HTMLInputElement>;
  /** Visible label, tied to the input. */
  label: ReactNode;
  /** Hide the label visually but keep it for assistive tech (e.g. a search box with an icon). */
  hideLabel?: boolean;
  /** Helper text under the field, linked with aria-describedby. */
  hint?: ReactNode;
  /** Error text; marks the field aria-invalid and is linked with aria-describedby. */
  error?: ReactNode;
  /** Content after the input inside the field box, e.g. a character counter or unit. */
  trailing?: ReactNode;
  /** Class for the wrapping field element. */
  containerClassName?: string;
}

/** Labelled text input with hint and error wiring. */
export function Input({
  label,
  hideLabel = false,
  hint,
  error,
  trailing,
  id,
  className,
  containerClassName,
  required,
  'aria-describedby': describedBy,
  ...rest
}: InputProps) {
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
      <div className={cx('tx-input', error ? 'tx-input--invalid' : undefined)}>
        <input
          className={cx('tx-input__control', className)}
          required={required}
          {...controlProps}
          {...rest}
        />
        {trailing ? <span className="tx-input__trailing">{trailing}</span> : null}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
