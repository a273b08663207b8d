import { Link } from 'react-router';
import { ROUTES } from '../content';
import { Icon } from './Icon';

/** Last call to action before the footer. */
export function ClosingCta() {
  return (
    <section className="ld-closing" aria-labelledby="ld-closing-title">
      <div className="ld-container ld-closing__inner">
        <div>
          <h2 id="ld-closing-title" className="ld-closing__title">
            Ready for kickoff?
          </h2>
          <p className="ld-closing__text">
            Create your team, invite your friends and run your first draft. Setup is free.
          </p>
        </div>
        <div className="ld-closing__ctas">
          <Link to={ROUTES.getStarted} className="ld-btn ld-btn--primary ld-btn--lg">
            Get Started
            <Icon name="arrow-right" size={20} />
          </Link>
          <Link to={ROUTES.demo} className="ld-btn ld-btn--glass ld-btn--lg">
            See a sample game card
          </Link>
        </div>
      </div>
    </section>
  );
}
