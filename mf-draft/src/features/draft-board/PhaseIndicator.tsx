import { PHASES, draftPhase } from './draftModel';
import type { DraftState } from './operations';

/** Pre-Draft, Draft, Post-Draft as steps, the current one marked. */
export function PhaseIndicator({ state }: { state: DraftState }) {
  const phase = draftPhase(state);
  const current = PHASES.indexOf(phase);
  return (
    <div role="group" aria-label="Draft phase" className="dr-phase">
      <ol className="dr-phase__steps">
        {PHASES.map((p, i) => (
          <li
            key={p}
            className={`dr-phase__step${i < current ? ' dr-phase__step--done' : ''}${
              i === current ? ' dr-phase__step--current' : ''
            }`}
            aria-current={i === current ? 'step' : undefined}
          >
            {p}
          </li>
        ))}
      </ol>
    </div>
  );
}
