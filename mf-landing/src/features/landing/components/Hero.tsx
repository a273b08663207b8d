import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { HERO_CARDS, MARKETING_LEAGUES, ROUTES } from '../content';
import { usePrefersReducedMotion } from '@tiix/shared-ui';
import heroPoster from '../media/hero-poster.jpg';
import heroMp4 from '../media/hero.mp4';
import heroWebm from '../media/hero.webm';
import { playQuietly } from '../utils/video';
import { Icon } from './Icon';

type NavigatorWithConnection = Navigator & { connection?: { saveData?: boolean } };

function wantsToSaveData(): boolean {
  if (typeof navigator === 'undefined') return false;
  return (navigator as NavigatorWithConnection).connection?.saveData === true;
}

/**
 * True once the page has finished loading. The background video's files wait for it, so they
 * never compete with the page's text, styles and scripts on a slow connection; the poster shows
 * meanwhile. False while prerendering (no document).
 */
function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(
    () => typeof document !== 'undefined' && document.readyState === 'complete',
  );
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  return loaded;
}

/** Full-bleed hero: background video (poster only under reduced motion), headline, CTAs, cards. */
export function Hero() {
  const reducedMotion = usePrefersReducedMotion();
  const [saveData] = useState(wantsToSaveData);
  const showVideo = !reducedMotion && !saveData;
  const pageLoaded = usePageLoaded();
  const [userPaused, setUserPaused] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  // Read by the visibility observer without re-subscribing on every toggle.
  const userPausedRef = useRef(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!showVideo || !video) return;
    // React sets `muted` as a property only; iOS also looks at the attribute before autoplaying.
    video.muted = true;
    video.defaultMuted = true;

    // Pause while the hero is off screen: no decoding work behind the rest of the page.
    if (typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      if (!entry.isIntersecting) video.pause();
      else if (!userPausedRef.current) playQuietly(video);
    });
    observer.observe(video);
    return () => observer.disconnect();
  }, [showVideo, pageLoaded]);

  const togglePlayback = () => {
    const video = videoRef.current;
    const nextPaused = !userPaused;
    userPausedRef.current = nextPaused;
    setUserPaused(nextPaused);
    if (!video) return;
    if (nextPaused) video.pause();
    else playQuietly(video);
  };

  return (
    <section className="ld-hero" aria-labelledby="ld-hero-title">
      {showVideo ? (
        <video
          // A new element once the sources are known, so it loads and autoplays them.
          key={pageLoaded ? 'video' : 'poster'}
          ref={videoRef}
          className="ld-hero__media"
          autoPlay
          muted
          loop
          playsInline
          preload="metadata"
          poster={heroPoster}
          // For the server-rendered page's script (island/enhance.ts), which adds the sources
          // itself after the load event.
          data-src-webm={heroWebm}
          data-src-mp4={heroMp4}
          aria-hidden="true"
          tabIndex={-1}
          disablePictureInPicture
        >
          {pageLoaded ? (
            <>
              <source src={heroWebm} type="video/webm" />
              <source src={heroMp4} type="video/mp4" />
            </>
          ) : null}
        </video>
      ) : (
        <img className="ld-hero__media" src={heroPoster} alt="" decoding="async" />
      )}
      <div className="ld-hero__overlay" aria-hidden="true" />

      <div className="ld-container ld-hero__inner">
        <p className="ld-hero__eyebrow">
          <span className="ld-hero__pulse" aria-hidden="true" />
          Season tickets for {MARKETING_LEAGUES.join(', ')} fans
        </p>
        <h1 id="ld-hero-title" className="ld-hero__title">
          Your season tickets, <em>shared fairly.</em>
        </h1>
        <p className="ld-hero__lead">
          Tiix helps your group rank every game, draft seats live and settle up, without the
          spreadsheet, the group-text chaos or the awkward money talk.
        </p>
        <div className="ld-hero__ctas">
          <Link to={ROUTES.getStarted} className="ld-btn ld-btn--primary ld-btn--lg">
            Get Started
            <Icon name="arrow-right" size={20} />
          </Link>
          <Link to={ROUTES.app} className="ld-btn ld-btn--glass ld-btn--lg">
            Try it now for free
          </Link>
        </div>
        <p className="ld-hero__fineprint">Free setup · No card needed to try</p>

        <ul className="ld-hero__cards">
          {HERO_CARDS.map((card) => (
            <li key={card.title} className="ld-hero-card">
              <span className="ld-hero-card__icon">
                <Icon name={card.icon} />
              </span>
              <div>
                <h2 className="ld-hero-card__title">{card.title}</h2>
                <p className="ld-hero-card__text">{card.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>

      {showVideo ? (
        <button
          type="button"
          className="ld-hero__playback"
          aria-label="Pause background video"
          aria-pressed={userPaused}
          onClick={togglePlayback}
        >
          {/* Both glyphs, one shown by aria-pressed (CSS), as on the server-rendered page. */}
          <Icon name="pause" size={18} className="ld-hero__glyph ld-hero__glyph--playing" />
          <Icon name="play" size={18} className="ld-hero__glyph ld-hero__glyph--paused" />
        </button>
      ) : null}
    </section>
  );
}
