import { MARKETING_LEAGUES, STATS } from '../content';
import { Section } from './Section';

export function About() {
  return (
    <Section
      id="about"
      eyebrow="About"
      title="Built by fans who share their seats"
      lead="We split season tickets with our own friends for years. Tiix is the tool we wished we had."
    >
      <div className="ld-about">
        <div className="ld-about__story">
          <div>
            <h3 className="ld-about__heading">Who we are</h3>
            <p>
              A small team of developers, designers and lifelong fans. We have sat through the
              spreadsheet debates, the “who gets the rivalry game” arguments and the months of
              chasing money, and we think sharing tickets should be the easy part of being a fan.
            </p>
          </div>
          <div>
            <h3 className="ld-about__heading">Why Tiix</h3>
            <p>
              Season tickets are better shared, but only when the split feels fair. Tiix gives every
              group an open process: clear game scores, a live draft anyone can follow and payments
              everyone can see, so the group chat stays about the games.
            </p>
          </div>
          <div className="ld-leagues">
            <p className="ld-leagues__label">Built for</p>
            <ul className="ld-leagues__list">
              {MARKETING_LEAGUES.map((league) => (
                <li key={league} className="ld-league">
                  {league}
                </li>
              ))}
              <li className="ld-league ld-league--more">More leagues coming</li>
            </ul>
          </div>
        </div>

        <dl className="ld-stats">
          {STATS.map((stat) => (
            <div key={stat.label} className="ld-stat">
              <dt className="ld-stat__label">{stat.label}</dt>
              <dd className="ld-stat__value">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}
