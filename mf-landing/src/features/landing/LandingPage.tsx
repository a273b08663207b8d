import { useEffect, useState } from 'react';
import { About } from './components/About';
import { ClosingCta } from './components/ClosingCta';
import { Comparison } from './components/Comparison';
import { Features } from './components/Features';
import { Footer } from './components/Footer';
import { Hero } from './components/Hero';
import { HowItWorks } from './components/HowItWorks';
import { Pricing } from './components/Pricing';
import { TopBar } from './components/TopBar';
import { isSectionId } from './content';
import { serverPageIsLive } from './island/shell';
import { scrollToSection } from './utils/scroll';
import './landing.css';

function onNextFrame(callback: () => void): () => void {
  if (typeof window.requestAnimationFrame === 'function') {
    const id = window.requestAnimationFrame(callback);
    return () => window.cancelAnimationFrame(id);
  }
  const id = window.setTimeout(callback, 0);
  return () => window.clearTimeout(id);
}

/** The public landing page at `/` (also under the create-team wizard modal). */
export default function LandingPage() {
  // Taking over from the server-rendered page, which already honoured the address's section.
  const [replacesLivePage] = useState(serverPageIsLive);
  // Arriving with /#pricing and the like: the page mounts after the browser's own anchor jump
  // (the remote loads asynchronously), so scroll to the section once it is laid out.
  useEffect(() => {
    if (replacesLivePage) return;
    let id = '';
    try {
      id = decodeURIComponent(window.location.hash.slice(1));
    } catch {
      return;
    }
    if (!isSectionId(id)) return;
    return onNextFrame(() => {
      scrollToSection(id, { focus: false, smooth: false });
    });
  }, [replacesLivePage]);

  return (
    <div className="ld-page">
      <a className="ld-skip" href="#ld-main">
        Skip to content
      </a>
      <TopBar />
      <main id="ld-main" className="ld-main" tabIndex={-1}>
        <Hero />
        <HowItWorks />
        <Features />
        <Comparison />
        <Pricing />
        <About />
        <ClosingCta />
      </main>
      <Footer />
    </div>
  );
}
