import { AUTH_CHANNEL } from './constants';
import type { AuthSession } from './types';

/** What the tabs of one browser tell each other. */
export type ChannelMessage =
  { type: 'session'; session: AuthSession; expiresAt: number } | { type: 'signed-out' };

export interface SessionChannel {
  post(message: ChannelMessage): void;
  close(): void;
}

/** The tabs' BroadcastChannel, or null where the browser has none. */
export function openSessionChannel(
  receive: (message: ChannelMessage | undefined) => void,
): SessionChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(AUTH_CHANNEL);
  channel.onmessage = (event: MessageEvent<ChannelMessage>) => receive(event.data);
  // In Node (tests) an open channel would keep the process alive.
  (channel as unknown as { unref?: () => void }).unref?.();
  return {
    post(message) {
      try {
        channel.postMessage(message);
      } catch {
        // A closed channel: the other tabs pick the change up from storage on their next refresh.
      }
    },
    close: () => channel.close(),
  };
}
