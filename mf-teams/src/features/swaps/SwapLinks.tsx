import './swaps.css';
import { Link } from 'react-router';

/** Team detail's way to the season board and the swaps inbox (free teams see the lock there). */
export function SwapLinks({ teamId }: { teamId: string }) {
  return (
    <nav className="tm-swap-links" aria-label="Season and swaps">
      <Link to={`/app/teams/${teamId}/season`}>Season board</Link>
      <Link to={`/app/teams/${teamId}/swaps`}>Swaps inbox</Link>
    </nav>
  );
}
