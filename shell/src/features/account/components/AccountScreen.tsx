import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@tiix/shared-ui';
import { useDocumentTitle } from '../utils/useDocumentTitle';

/** Full-page frame of the screens outside the app layout (login, signup, callback, reset). */
export function AccountScreen({
  title,
  heading,
  lead,
  children,
  footer,
}: {
  /** Document title, and the heading unless `heading` is given. */
  title: string;
  heading?: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <main className="acct-screen">
      <div className="acct-screen__card">
        <Link to="/" className="acct-screen__logo" aria-label="Tiix home">
          <BrandLogo height={28} aria-hidden="true" />
        </Link>
        <h1 className="acct-screen__title">{heading ?? title}</h1>
        {lead ? <p className="acct-screen__lead">{lead}</p> : null}
        {children}
        {footer ? <div className="acct-screen__footer">{footer}</div> : null}
      </div>
    </main>
  );
}
