import { useEffect, useState } from 'react';

/** Scrolling further than this (px) counts as leaving the top of the page. */
export const SCROLL_EFFECT_PX = 20;

/** True while the user scrolls down past `threshold` px; scrolling up shows the bar again. */
export function useHideOnScroll(threshold = SCROLL_EFFECT_PX): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        if (Math.abs(y - lastY) < 4) return; // ignore jitter
        setHidden(y > lastY && y > threshold);
        lastY = y;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  return hidden;
}
