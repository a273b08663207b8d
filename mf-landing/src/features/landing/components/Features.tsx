import { FEATURES } from '../content';
import { Icon } from './Icon';
import { Section } from './Section';

export function Features() {
  return (
    <Section
      id="features"
      tone="alt"
      eyebrow="Features"
      title="Everything your ticket group needs"
      lead="Built for the way friends actually split a season: fair picks, clear money and no spreadsheet."
    >
      <ul className="ld-features">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="ld-feature">
            <span className="ld-feature__icon">
              <Icon name={feature.icon} />
            </span>
            <h3 className="ld-feature__title">{feature.title}</h3>
            <p className="ld-feature__text">{feature.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
