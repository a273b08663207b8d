import { useEffect, useState } from 'react';
import { formatClock, remainingAt, spokenClock, type ClockAnchor } from './draftModel';

/** Under this many ms the clock turns urgent. */
export const URGENT_MS = 10_000;

/**
 * The pick clock, ticking from the server's deadline on this device's clock corrected for skew.
 * Frozen while the draft is paused.
 */
export function Countdown({ anchor, label }: { anchor: ClockAnchor | null; label: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!anchor?.running) return;
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [anchor]);
  const left = anchor ? remainingAt(anchor, now) : null;
  if (left == null) return null;
  const urgent = anchor?.running && left <= URGENT_MS;
  return (
    <div className={`dr-clock${urgent ? ' dr-clock--urgent' : ''}`}>
      <span className="dr-clock__label">{label}</span>
      {/* The visible digits change every second; the timer role keeps screen readers quiet. */}
      <span role="timer" aria-label={`${spokenClock(left)} left`} className="dr-clock__time">
        {formatClock(left)}
      </span>
    </div>
  );
}
