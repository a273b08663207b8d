import { Link } from 'react-router';
import { PLAN_PRICE } from '@tiix/domain';
import { FAQS, PLANS, PRICING_ASSURANCES, ROUTES } from '../content';
import { Icon } from './Icon';
import { Section } from './Section';

export function Pricing() {
  return (
    <Section
      id="pricing"
      tone="alt"
      eyebrow="Pricing"
      title="Simple pricing. Free to start."
      lead={`Set up your team for free. Pay ${PLAN_PRICE} a year only when you’re ready to draft or use premium features.`}
    >
      <div className="ld-plans">
        {PLANS.map((plan) => {
          const featured = plan.id === 'unlimited';
          const titleId = `ld-plan-${plan.id}`;
          return (
            <article
              key={plan.id}
              className={`ld-plan ${featured ? 'ld-plan--featured' : ''}`}
              aria-labelledby={titleId}
            >
              {featured ? <p className="ld-plan__badge">Best value</p> : null}
              <h3 id={titleId} className="ld-plan__name">
                {plan.name}
              </h3>
              <p className="ld-plan__price">
                <span className="ld-plan__amount">{plan.price}</span>
                <span className="ld-plan__cadence">{plan.cadence}</span>
              </p>
              <p className="ld-plan__blurb">{plan.blurb}</p>
              <ul className="ld-plan__features">
                {plan.features.map((feature) => (
                  <li key={feature}>
                    <span className="ld-plan__check">
                      <Icon name="check" size={16} />
                    </span>
                    {feature}
                  </li>
                ))}
              </ul>
              <Link
                to={featured ? ROUTES.goUnlimited : ROUTES.app}
                className={`ld-btn ld-btn--lg ld-plan__cta ${featured ? 'ld-btn--primary' : 'ld-btn--outline'}`}
              >
                {plan.cta}
              </Link>
              {plan.note ? <p className="ld-plan__note">{plan.note}</p> : null}
            </article>
          );
        })}
      </div>

      <ul className="ld-assurances">
        {PRICING_ASSURANCES.map((item) => (
          <li key={item.title} className="ld-assurance">
            <span className="ld-assurance__icon">
              <Icon name={item.icon} size={20} />
            </span>
            <span>
              <strong>{item.title}.</strong> {item.text}
            </span>
          </li>
        ))}
      </ul>

      <div className="ld-faq">
        <h3 className="ld-faq__title">Frequently asked questions</h3>
        <div className="ld-faq__list">
          {FAQS.map((faq) => (
            <details key={faq.question} className="ld-faq__item">
              <summary className="ld-faq__question">
                <span>{faq.question}</span>
                <span className="ld-faq__icon">
                  <Icon name="plus" size={18} />
                </span>
              </summary>
              <p className="ld-faq__answer">{faq.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </Section>
  );
}
