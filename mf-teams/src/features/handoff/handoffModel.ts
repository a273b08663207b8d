import { HANDOFF_STATUS_LABELS, type HandoffStatus } from '@tiix/domain';
import type { BadgeTone } from '@tiix/shared-ui';
import type { CombinedError } from 'urql';

/** 'Tickets sent': the domain's label, as a badge starts it. */
export const statusText = (status: HandoffStatus) => {
  const label = HANDOFF_STATUS_LABELS[status];
  return label.charAt(0).toUpperCase() + label.slice(1);
};

export const STATUS_TONES: Record<HandoffStatus, BadgeTone> = {
  not_sent: 'neutral',
  sent: 'info',
  received: 'success',
  not_received: 'danger',
};

/** The server's message (in the spec's words) or the screen's own fallback. */
export const errorText = (error: CombinedError | undefined, fallback: string) =>
  error?.graphQLErrors[0]?.message ?? fallback;

/** A game still to be played: the handoff screens list these. */
export const isUpcoming = (gameDate: string, now = Date.now()) => Date.parse(gameDate) > now;
