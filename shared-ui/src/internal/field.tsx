import { useId } from 'react';
import type { ReactNode } from 'react';

/** Ids that tie a control to its label, hint and error, and the aria props that use them. */
export function useFieldA11y({
  id,
  hint,
  error,
  describedBy,
}: {
  id: string | undefined;
  hint: ReactNode;
  error: ReactNode;
  describedBy: string | undefined;
}) {
  const autoId = useId();
  const controlId = id ?? `tx-field-${autoId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const ariaDescribedBy = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    controlId,
    hintId,
    errorId,
    controlProps: {
      id: controlId,
      'aria-describedby': ariaDescribedBy,
      'aria-invalid': error ? (true as const) : undefined,
    },
  };
}

/** Hint and error lines under a form control. */
export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint: ReactNode;
  hintId: string | undefined;
  error: ReactNode;
  errorId: string | undefined;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="tx-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="tx-field__error">
          <svg
            viewBox="0 0 16 16"
            aria-hidden="true"
            focusable="false"
            className="tx-field__error-icon"
          >
            <path
              fill="currentColor"
              d="M8 1a7 7 0 1 1 0 14A7 7 0 0 1 8 1Zm0 9.25a1 1 0 1 0 0 2 1 1 0 0 0 0-2ZM8.75 4h-1.5v5h1.5V4Z"
            />
          </svg>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The visible label, with a required marker that screen readers skip (the control says it is required). */
export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className="tx-field__label">
      {children}
      {required ? (
        <span className="tx-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );
}
