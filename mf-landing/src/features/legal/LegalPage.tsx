import { useEffect } from 'react';
import type { MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { PLAN_PRICE } from '@tiix/domain';
import { BrandLogo } from '@tiix/shared-ui';
import './legal.css';

/** Shown under the heading; bump it whenever the text below changes. */
const LAST_UPDATED = { iso: '2026-11-22', label: 'November 22, 2026' };
const PRIVACY_EMAIL = 'privacy@tiix.app';

const SECTIONS = [
  { id: 'trademark', title: 'Trademark & logo fair use' },
  { id: 'privacy', title: 'Privacy' },
  { id: 'terms', title: 'Terms of use' },
] as const;

// Small on purpose: features do not import each other, so the landing's scroll helpers are not
// reused here. Move both into shared-ui if a third page needs them.
function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

function scrollToId(id: string, { focus, smooth }: { focus: boolean; smooth: boolean }): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const behavior: ScrollBehavior = smooth && !prefersReducedMotion() ? 'smooth' : 'auto';
  if (typeof target.scrollIntoView === 'function') {
    target.scrollIntoView({ behavior, block: 'start' });
  }
  if (focus) target.focus({ preventScroll: true });
  return true;
}

function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/** The public legal page at `/legal`: trademark fair use, privacy and terms. */
export default function LegalPage() {
  const { hash } = useLocation();

  // Arriving from another page (e.g. the footer's /legal#privacy) lands on the section; otherwise
  // start at the top rather than at the previous page's scroll position.
  useEffect(() => {
    const id = hash.replace(/^#/, '');
    if (id && scrollToId(id, { focus: false, smooth: false })) return;
    if (typeof window.scrollTo === 'function') window.scrollTo(0, 0);
  }, [hash]);

  const onTocClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (!isPlainClick(event) || !scrollToId(id, { focus: true, smooth: true })) return;
    event.preventDefault();
    // Update the address without a jump or a router navigation.
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}#${id}`);
  };

  const year = new Date().getFullYear();

  return (
    <div className="legal-page">
      <header className="legal-topbar">
        <div className="legal-container legal-topbar__inner">
          <Link to="/" className="legal-logo" aria-label="Tiix home">
            <BrandLogo height={28} title="Tiix" aria-hidden="true" />
          </Link>
          <Link to="/" className="legal-back">
            <svg
              width="18"
              height="18"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M19 12H5M11 6l-6 6 6 6" />
            </svg>
            Back to home
          </Link>
        </div>
      </header>

      <main className="legal-main">
        <div className="legal-container">
          <div className="legal-hero">
            <p className="legal-eyebrow">Legal</p>
            <h1 className="legal-title">Legal notices</h1>
            <p className="legal-intro">
              The plain-language rules for using Tiix: how we refer to leagues and teams, what we do
              with your data and the terms you accept by using the app.
            </p>
            <p className="legal-updated">
              Last updated <time dateTime={LAST_UPDATED.iso}>{LAST_UPDATED.label}</time>
            </p>
          </div>

          <div className="legal-layout">
            <nav className="legal-toc" aria-labelledby="legal-toc-title">
              <h2 id="legal-toc-title" className="legal-toc__title">
                On this page
              </h2>
              <ol className="legal-toc__list">
                {SECTIONS.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`} onClick={(event) => onTocClick(event, section.id)}>
                      {section.title}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>

            <div className="legal-content">
              <section
                id="trademark"
                className="legal-section"
                aria-labelledby="trademark-title"
                tabIndex={-1}
              >
                <h2 id="trademark-title">Trademark &amp; logo fair use</h2>
                <p>
                  League names, team names, logos, colours and other marks that appear in Tiix
                  belong to their respective owners. We use them only to identify the leagues and
                  teams whose schedules your group follows, which is a nominative, fair use. Their
                  appearance does not mean that any league or team sponsors or approves Tiix.
                </p>
                <p>
                  Tiix is not affiliated with, endorsed by or sponsored by the NFL, NBA, MLB, NHL,
                  MLS, NWSL, WNBA or any team.
                </p>
                <p>
                  The Tiix name and logo are ours. Please do not use them in a way that suggests we
                  endorse your product or service. If you hold rights in a mark shown in Tiix and
                  have a concern about how it appears, contact us and we will review it promptly.
                </p>
              </section>

              <section
                id="privacy"
                className="legal-section"
                aria-labelledby="privacy-title"
                tabIndex={-1}
              >
                <h2 id="privacy-title">Privacy</h2>
                <p>
                  <strong>We keep the minimum data needed to run Tiix.</strong> That is your e-mail
                  address, the name you choose to show (optional), when you last signed in, and the
                  things you create in the app: your teams and their members and invites, game
                  rankings, draft picks, payment requests and payment handles you choose to share
                  with your group.
                </p>
                <p>
                  Your browser&apos;s local storage keeps your session, the team you last opened and
                  a team you started before signing in, so the app can pick up where you left off.
                  Card payments are handled by our payment provider on its own checkout pages.
                </p>
                <p>
                  <strong>We do not sell personal data.</strong> We share it only with the services
                  that run Tiix for us (hosting, e-mail delivery, payments), and only so they can
                  provide those services.
                </p>
                <p>
                  <strong>Deleting your data.</strong> To have your account and personal data
                  deleted, e-mail{' '}
                  <a href={`mailto:${PRIVACY_EMAIL}?subject=Delete%20my%20data`}>{PRIVACY_EMAIL}</a>{' '}
                  from the address you use with Tiix. The same address answers any other privacy
                  question.
                </p>
              </section>

              <section
                id="terms"
                className="legal-section"
                aria-labelledby="terms-title"
                tabIndex={-1}
              >
                <h2 id="terms-title">Terms of use</h2>
                <p>
                  <strong>As is.</strong> Tiix is provided as is and as available, without
                  warranties of any kind. We work to keep it running and correct, but we cannot
                  promise it will always be available or free of errors.
                </p>
                <p>
                  <strong>Schedules are best effort.</strong> Game dates, times, opponents and
                  scores are shown on a best-effort basis and can change. Check with the team or
                  your ticket provider before you make plans. Game scores and rankings are
                  suggestions to help your group decide, not guarantees.
                </p>
                <p>
                  <strong>Your group, your tickets.</strong> Tickets, seats and the money members
                  pay each other are arranged between the members of each group. Tiix helps you keep
                  track and takes no cut of those payments.
                </p>
                <p>
                  <strong>Subscriptions.</strong> The Unlimited plan costs {PLAN_PRICE} a year,
                  renews automatically every year and can be cancelled at any time; your team stays
                  active until the end of the paid period.
                </p>
                <p>
                  <strong>Changes.</strong> We may update these terms and will change the date at
                  the top of this page when we do. Continued use of Tiix means you accept the terms
                  as they stand.
                </p>
              </section>
            </div>
          </div>
        </div>
      </main>

      <footer className="legal-footer">
        <div className="legal-container legal-footer__inner">
          <p>© {year} Tiix</p>
          <Link to="/">Back to home</Link>
        </div>
      </footer>
    </div>
  );
}
