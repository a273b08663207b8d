import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@tiix/shared-ui';
import { DISCLAIMER_LEAGUES, ROUTES, SECTIONS } from '../content';
import { handleSectionLinkClick } from '../utils/scroll';

export function Footer() {
  const year = new Date().getFullYear();
  const onSectionClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    handleSectionLinkClick(event, id);
  };

  return (
    <footer className="ld-footer">
      <div className="ld-container">
        <div className="ld-footer__top">
          <div className="ld-footer__brand">
            <BrandLogo height={30} tone="inverse" title="Tiix" className="ld-footer__logo" />
            <p className="ld-footer__tagline">
              Share season tickets with your friends: rank the games, draft them fairly and settle
              up.
            </p>
          </div>
          <nav className="ld-footer__nav" aria-labelledby="ld-footer-product">
            <h2 id="ld-footer-product" className="ld-footer__heading">
              Product
            </h2>
            <ul>
              {SECTIONS.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} onClick={(event) => onSectionClick(event, section.id)}>
                    {section.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <nav className="ld-footer__nav" aria-labelledby="ld-footer-resources">
            <h2 id="ld-footer-resources" className="ld-footer__heading">
              Resources
            </h2>
            <ul>
              <li>
                <Link to={ROUTES.demo}>Sample game card</Link>
              </li>
              <li>
                <Link to={ROUTES.legal}>Legal</Link>
              </li>
              <li>
                <Link to={`${ROUTES.legal}#privacy`}>Privacy</Link>
              </li>
              <li>
                <Link to={`${ROUTES.legal}#terms`}>Terms</Link>
              </li>
            </ul>
          </nav>
        </div>

        <div className="ld-footer__bottom">
          <p className="ld-footer__copyright">© {year} Tiix. All rights reserved.</p>
          <p className="ld-footer__disclaimer">
            Tiix is not affiliated with, endorsed by or sponsored by {DISCLAIMER_LEAGUES} or any
            team. League and team names, logos and marks belong to their respective owners and are
            used only to identify them.
          </p>
        </div>
      </div>
    </footer>
  );
}
