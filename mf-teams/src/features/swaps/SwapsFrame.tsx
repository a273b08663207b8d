import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CombinedError } from 'urql';
import { Spinner } from '@tiix/shared-ui';
import { SwapsLocked } from './SwapsLocked';
import { errorMessage, isPlanLimit } from './swapModel';

/** The two pages of swaps: the class, the title, the link to the other one and the read's texts. */
const PAGES = {
  swaps: {
    block: 'tm-swaps',
    title: 'Swaps',
    other: { path: 'season', label: 'Season board' },
    loading: 'Loading swaps',
    failed: 'Could not load swaps. Try again.',
  },
  board: {
    block: 'tm-board',
    title: 'Season board',
    other: { path: 'swaps', label: 'Swaps inbox' },
    loading: 'Loading the season',
    failed: 'Could not load the season. Try again.',
  },
} as const;

/**
 * The page around the swaps inbox and the season board: the header (back to the team, the title,
 * a link to the other page), then the page itself; or, while its read has no data (`read`), the
 * spinner of the first read, or the failure (the plan's lock, or the error).
 */
export function SwapsFrame({
  page,
  teamId,
  read,
  children,
}: {
  page: keyof typeof PAGES;
  teamId: string;
  read?: { fetching: boolean; error: CombinedError | undefined };
  children?: ReactNode;
}) {
  const { block, title, other, loading, failed } = PAGES[page];
  const header = (
    <header className="tm-swaps__header">
      <Link className="tm-swaps__back" to={`/app/teams/${teamId}`}>
        ← Team
      </Link>
      <h1 id="page-title">{title}</h1>
      <Link to={`/app/teams/${teamId}/${other.path}`}>{other.label}</Link>
    </header>
  );
  if (read?.fetching) {
    return (
      <section className={`tx-page ${block}`} aria-busy="true" aria-labelledby="page-title">
        {header}
        <Spinner label={loading} />
      </section>
    );
  }
  return (
    <section className={`tx-page ${block}`} aria-labelledby="page-title">
      {header}
      {!read ? (
        children
      ) : isPlanLimit(read.error) ? (
        <SwapsLocked />
      ) : (
        <p role="alert">{errorMessage(read.error, failed)}</p>
      )}
    </section>
  );
}
