import type { DraftMode, DraftPickOrder, DraftRoomFieldsFragment, DraftState } from './operations';

export type DraftPhase = 'Pre-Draft' | 'Draft' | 'Post-Draft';
export const PHASES: readonly DraftPhase[] = ['Pre-Draft', 'Draft', 'Post-Draft'];

/** Pre-Draft while the setup is open, locked or ready; Draft while active or paused; then Post-Draft. */
export function draftPhase(state: DraftState): DraftPhase {
  if (state.startsWith('setup') || state === 'ready') return 'Pre-Draft';
  if (state === 'active' || state === 'paused') return 'Draft';
  return 'Post-Draft';
}

export const STATE_LABEL: Record<DraftState, string> = {
  setup_open: 'Setup open',
  setup_locked: 'Setup locked',
  ready: 'Ready to start',
  active: 'Live',
  paused: 'Paused',
  complete: 'Complete',
};

export const MODE_LABEL: Record<DraftMode, string> = {
  turn: 'Turn',
  manual: 'Manual',
  auto: 'Auto',
};

export const ORDER_LABEL: Record<DraftPickOrder, string> = {
  snake: 'Snake',
  round_robin: 'Round-robin',
};

/** The pick clock's presets, from a quick live draft to a slow one over days. */
export const CLOCK_PRESETS: readonly { seconds: number; label: string }[] = [
  { seconds: 30, label: '30 s' },
  { seconds: 60, label: '60 s' },
  { seconds: 120, label: '2 min' },
  { seconds: 300, label: '5 min' },
  { seconds: 3600, label: '1 h' },
  { seconds: 28800, label: '8 h' },
];

export function clockLabel(seconds: number): string {
  const preset = CLOCK_PRESETS.find((p) => p.seconds === seconds);
  if (preset) return preset.label;
  if (seconds % 3600 === 0) return `${seconds / 3600} h`;
  if (seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}

/**
 * Where the server's clock stands, read at a known local instant: `offsetMs` is how far the
 * server's clock is ahead of this device's, so deadlines are compared on the server's time.
 */
export interface ClockAnchor {
  /** Server deadline of the current pick (epoch ms), when the clock runs. */
  deadlineMs: number | null;
  /** Time left when the anchor was taken (frozen while paused). */
  remainingMs: number | null;
  running: boolean;
  /** Server time minus local time. */
  offsetMs: number;
  /** Local time the anchor was taken. */
  takenAtMs: number;
}

export function anchorFromDraft(
  draft: Pick<DraftRoomFieldsFragment, 'pickDeadline' | 'remainingMs' | 'serverNow' | 'state'>,
  localNowMs: number,
): ClockAnchor {
  const serverNowMs = Date.parse(draft.serverNow);
  return {
    deadlineMs: draft.pickDeadline ? Date.parse(draft.pickDeadline) : null,
    remainingMs: draft.remainingMs,
    running: draft.state === 'active',
    offsetMs: Number.isFinite(serverNowMs) ? serverNowMs - localNowMs : 0,
    takenAtMs: localNowMs,
  };
}

/** Milliseconds left on the pick clock at local time `localNowMs`, or null without a clock. */
export function remainingAt(anchor: ClockAnchor, localNowMs: number): number | null {
  if (!anchor.running) return anchor.remainingMs;
  if (anchor.deadlineMs != null && Number.isFinite(anchor.deadlineMs))
    return Math.max(0, anchor.deadlineMs - (localNowMs + anchor.offsetMs));
  if (anchor.remainingMs == null) return null;
  return Math.max(0, anchor.remainingMs - (localNowMs - anchor.takenAtMs));
}

/** '0:42', '4:05', or '7:59:58' for a long clock. */
export function formatClock(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** Spoken form for the timer's label, e.g. '1 minute 5 seconds left'. */
export function spokenClock(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const part = (n: number, unit: string) => (n ? `${n} ${unit}${n === 1 ? '' : 's'}` : '');
  return (
    [part(h, 'hour'), part(m, 'minute'), part(s, 'second')].filter(Boolean).join(' ') || '0 seconds'
  );
}

/** Whether the viewer may press Draft now (the server decides in the end). */
export function canPickNow(draft: DraftRoomFieldsFragment): boolean {
  if (draft.state !== 'active' || !draft.onClock) return false;
  if (draft.onClock.id === draft.myParticipantId) return true;
  return draft.mode === 'manual' && draft.viewerIsOwner;
}

export const isMyTurn = (draft: DraftRoomFieldsFragment): boolean =>
  draft.state === 'active' && !!draft.onClock && draft.onClock.id === draft.myParticipantId;

/** The server's message of a failed operation, else the generic one. */
export function errorMessage(error: { graphQLErrors: { message: string }[] } | undefined): string {
  return error?.graphQLErrors[0]?.message || 'Unexpected error';
}
