import { Link } from 'react-router';
import { ROUTES, STEPS } from '../content';
import { Icon } from './Icon';
import { Section } from './Section';

export function HowItWorks() {
  return (
    <Section
      id="how-it-works"
      eyebrow="How it works"
      title="From group text to game day in six steps"
      lead="Set up once, then let Tiix handle the rankings, the draft and the money for the whole season."
    >
      <ol className="ld-steps">
        {STEPS.map((step, index) => (
          <li key={step.title} className="ld-step">
            <div className="ld-step__top">
              <span className="ld-step__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <span className="ld-step__icon">
                <Icon name={step.icon} />
              </span>
            </div>
            <h3 className="ld-step__title">{step.title}</h3>
            <p className="ld-step__text">{step.text}</p>
          </li>
        ))}
      </ol>
      <div className="ld-section__cta">
        <Link to={ROUTES.app} className="ld-btn ld-btn--dark ld-btn--lg">
          Start Your First Team
          <Icon name="arrow-right" size={20} />
        </Link>
      </div>
    </Section>
  );
}
