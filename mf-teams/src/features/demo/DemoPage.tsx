import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@tiix/shared-ui';
import {
  clampScore,
  formatDecimal,
  formatPercent,
  formatSignedPercent,
  weatherRiskLevel,
} from './format';
import { SAMPLE_GAME } from './sample-game';
import type { SampleGameCard } from './sample-game';
import './demo.css';

const GET_STARTED = '/?flow=create-team&step=1';

interface Fact {
  label: string;
  value: ReactNode;
  hint?: string;
  /** 0-1, drawn as a small bar under the value. */
  meter?: number;
}

function matchupFacts(game: SampleGameCard): Fact[] {
  return [
    { label: 'Opponent', value: game.opponent },
    { label: 'Home/Away', value: game.isHome ? 'Home' : 'Away' },
    { label: 'Date', value: game.dateText },
    {
      label: 'Tier',
      value: <span className="demo-badge">{game.tierLabel}</span>,
    },
  ];
}

function scoringFacts(game: SampleGameCard): Fact[] {
  const weatherLevel = weatherRiskLevel(game.weatherRisk);
  return [
    {
      label: 'Value score',
      value: (
        <>
          {game.valueScore}
          <span className="demo-fact__unit"> / 100</span>
        </>
      ),
      hint: 'Overall Tiix score for this game',
      meter: clampScore(game.valueScore) / 100,
    },
    {
      label: 'Upside',
      value: formatSignedPercent(game.upside),
      hint: 'Extra value over a typical game this season',
    },
    {
      label: 'Tier threshold',
      value: game.tierThreshold,
      hint: `Lowest score that still makes ${game.tierLabel}`,
    },
    {
      label: 'Probability gone',
      value: formatPercent(game.probGone),
      hint: 'Chance it is taken before your next pick',
      meter: game.probGone,
    },
    {
      label: 'Average draft position',
      value: formatDecimal(game.averageDraftPosition),
      hint: 'Overall pick where it usually goes',
    },
    {
      label: 'Price index',
      value: formatPercent(game.priceIndex),
      hint: 'Resale price compared with face value',
    },
    {
      label: 'Stake boost',
      value: formatSignedPercent(game.stakeBoost),
      hint: 'Added for rivalry and standings stakes',
    },
    {
      label: 'Weather risk',
      value: `${formatPercent(game.weatherRisk)} · ${weatherLevel}`,
      hint: 'Chance the weather spoils the day',
      meter: game.weatherRisk,
    },
  ];
}

function FactList({ facts, className }: { facts: Fact[]; className: string }) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.label} className="demo-fact">
          <dt className="demo-fact__label">{fact.label}</dt>
          <dd className="demo-fact__value">{fact.value}</dd>
          {fact.meter !== undefined ? (
            <dd className="demo-fact__meter" aria-hidden="true">
              <span
                style={{ width: `${Math.round(Math.min(1, Math.max(0, fact.meter)) * 100)}%` }}
              />
            </dd>
          ) : null}
          {fact.hint ? <dd className="demo-fact__hint">{fact.hint}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

/** Ring gauge for the value score with a tick at the tier threshold. Decorative: the list says it. */
function ScoreRing({ score, threshold }: { score: number; threshold: number }) {
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  const filled = (clampScore(score) / 100) * circumference;
  const tickAngle = (clampScore(threshold) / 100) * 360 - 90;
  const tickRad = (tickAngle * Math.PI) / 180;
  const inner = radius - 11;
  const outer = radius + 11;
  return (
    <div className="demo-ring" aria-hidden="true">
      <svg viewBox="0 0 128 128" width="128" height="128" focusable="false">
        <circle className="demo-ring__track" cx="64" cy="64" r={radius} />
        <circle
          className="demo-ring__value"
          cx="64"
          cy="64"
          r={radius}
          strokeDasharray={`${filled} ${circumference}`}
          transform="rotate(-90 64 64)"
        />
        <line
          className="demo-ring__tick"
          x1={64 + inner * Math.cos(tickRad)}
          y1={64 + inner * Math.sin(tickRad)}
          x2={64 + outer * Math.cos(tickRad)}
          y2={64 + outer * Math.sin(tickRad)}
        />
      </svg>
      <div className="demo-ring__label">
        <span className="demo-ring__score">{score}</span>
        <span className="demo-ring__caption">Tiix score</span>
      </div>
    </div>
  );
}

/** The public sample game card at `/demo`. */
export default function DemoPage() {
  const game = SAMPLE_GAME;

  // Client-side navigation keeps the previous page's scroll position; start at the top.
  useEffect(() => {
    if (typeof window.scrollTo === 'function') window.scrollTo(0, 0);
  }, []);

  return (
    <div className="demo-page">
      <header className="demo-topbar">
        <div className="demo-container demo-topbar__inner">
          <Link to="/" className="demo-logo" aria-label="Tiix home">
            <BrandLogo height={28} title="Tiix" aria-hidden="true" />
          </Link>
          <Link to={GET_STARTED} className="demo-btn demo-btn--primary demo-btn--sm">
            Get Started
          </Link>
        </div>
      </header>

      <main className="demo-main">
        <div className="demo-container demo-layout">
          <div className="demo-intro">
            <p className="demo-eyebrow">Sample game card</p>
            <h1 className="demo-title">See how Tiix scores a game</h1>
            <p className="demo-lead">
              This is a sample of how Tiix scores games. Every game on your team’s schedule gets a
              card like this one: a value score from 0 to 100 that weighs opponent strength, day of
              week, weather and history, plus the draft signals your group needs to pick well.
            </p>
            <ul className="demo-points">
              <li>
                <strong>Value score and tier</strong> show how good the game is.
              </li>
              <li>
                <strong>Probability gone and average draft position</strong> tell you when to pick
                it.
              </li>
              <li>
                <strong>Notes</strong> give the reasons in plain words.
              </li>
            </ul>
            <div className="demo-ctas">
              <Link to={GET_STARTED} className="demo-btn demo-btn--primary">
                Get Started
                <svg
                  width="20"
                  height="20"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M5 12h14M13 6l6 6-6 6" />
                </svg>
              </Link>
              <Link to="/" className="demo-btn demo-btn--outline">
                Back to home
              </Link>
            </div>
          </div>

          <article className="demo-card" aria-labelledby="demo-card-title">
            <div className="demo-card__header">
              <div className="demo-card__matchup">
                <p className="demo-card__kicker">Sample game</p>
                <h2 id="demo-card-title" className="demo-card__title">
                  <span className="demo-card__vs">{game.isHome ? 'vs' : 'at'}</span> {game.opponent}
                </h2>
              </div>
              <ScoreRing score={game.valueScore} threshold={game.tierThreshold} />
            </div>

            <FactList facts={matchupFacts(game)} className="demo-card__matchup-facts" />

            <h3 className="demo-card__subheading" id="demo-scoring-title">
              Scoring and draft signals
            </h3>
            <FactList facts={scoringFacts(game)} className="demo-card__facts" />

            <section className="demo-card__notes" aria-labelledby="demo-notes-title">
              <h3 className="demo-card__subheading" id="demo-notes-title">
                Notes
              </h3>
              <ul className="demo-notes">
                {game.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </section>

            <p className="demo-card__footnote">Sample data for illustration, not a forecast.</p>
          </article>
        </div>
      </main>
    </div>
  );
}
