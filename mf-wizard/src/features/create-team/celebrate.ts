import confetti from 'canvas-confetti';

/** Confetti plays 2.5 s, a pulse every 250 ms, up to 50 particles per pulse. */
export const CONFETTI = { durationMs: 2500, intervalMs: 250, maxParticles: 50 } as const;

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Fires confetti pulses for 2.5 s; returns a stop function. Nothing plays for reduced motion. */
export function playConfetti(fire: (options: confetti.Options) => unknown = confetti): () => void {
  if (prefersReducedMotion()) return () => {};
  const end = Date.now() + CONFETTI.durationMs;
  const pulse = () => {
    const left = end - Date.now();
    if (left <= 0) {
      stop();
      return;
    }
    // Fewer particles as the celebration winds down.
    const particleCount = Math.max(
      1,
      Math.round(CONFETTI.maxParticles * (left / CONFETTI.durationMs)),
    );
    void fire({
      particleCount,
      spread: 70,
      startVelocity: 30,
      origin: { x: Math.random(), y: 0.3 },
    });
  };
  const timer = setInterval(pulse, CONFETTI.intervalMs);
  const stop = () => clearInterval(timer);
  pulse();
  return stop;
}
