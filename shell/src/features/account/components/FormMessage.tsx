import type { ReactNode } from 'react';

/**
 * An outcome line under a form: errors in red as an alert (read out at once), successes and
 * notices as a polite status.
 */
export function FormMessage({
  tone,
  children,
  id,
}: {
  tone: 'error' | 'success' | 'info' | 'warning';
  children: ReactNode;
  id?: string;
}) {
  if (children === null || children === undefined || children === false || children === '')
    return null;
  return (
    <p
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`acct-message acct-message--${tone}`}
    >
      {children}
    </p>
  );
}
