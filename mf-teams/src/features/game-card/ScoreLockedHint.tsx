import { Link } from 'react-router';
import { PLAN_PRICE } from '@tiix/domain';
import { BILLING_PATH, UpgradeHint } from '@tiix/shared-ui';
import { SCORE_LOCKED } from './GameCard';

/** What the Unlimited plan unlocks on a games list. */
export const SCORE_UNLOCKS = `Go Unlimited (${PLAN_PRICE} a year) to see each game's score, stars and reasons, and to fill your ranks from the score.`;

/**
 * The free plan's score lock, said once per page (the game cards stay clean), with what unlocks
 * it and a link to the billing section.
 */
export function ScoreLockedHint({ id }: { id?: string }) {
  return (
    <UpgradeHint
      id={id}
      feature="Game score"
      className="tm-score-locked"
      renderLink={({ href, className, children }) => (
        <Link to={href} className={className}>
          {children}
        </Link>
      )}
      href={BILLING_PATH}
    >
      {SCORE_LOCKED}. {SCORE_UNLOCKS}
    </UpgradeHint>
  );
}
