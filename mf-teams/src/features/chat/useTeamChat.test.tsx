import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider, type Client } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessageFieldsFragment } from './operations';
import { PAGE_SIZE, useTeamChat } from './useTeamChat';

const message = (seq: number): ChatMessageFieldsFragment => ({
  id: `m${seq}`,
  teamId: 't1',
  seq: String(seq),
  kind: 'user',
  authorId: 'u2',
  authorName: 'Max',
  body: `message ${seq}`,
  createdAt: new Date(2026, 10, 1, 0, seq).toISOString(),
  editedAt: null,
  removed: false,
  removedByOwner: false,
  mine: false,
  canRemove: false,
  game: null,
  gameHolderName: null,
});

/** A server holding messages 1..count, paged newest first like the real `chatMessages`. */
function fakeChatServer(initialCount: number) {
  let count = initialCount;
  let streamListener: ((result: { error?: Error }) => void) | null = null;
  const client = {
    query: (_doc: unknown, vars: { before?: string; limit: number }) => ({
      toPromise: async () => {
        const end = vars.before ? Number(vars.before) - 1 : count;
        const start = Math.max(1, end - vars.limit + 1);
        const messages = [];
        for (let seq = start; seq <= end; seq++) messages.push(message(seq));
        return {
          data: {
            chatMessages: { messages, olderCursor: start > 1 ? String(start) : null },
          },
        };
      },
    }),
    subscription: () => ({
      subscribe: (listener: (result: { error?: Error }) => void) => {
        streamListener = listener;
        return { unsubscribe: () => undefined };
      },
    }),
    mutation: () => ({ toPromise: async () => ({ data: null }) }),
  };
  return {
    client: client as unknown as Client,
    post: (n: number) => {
      count += n;
    },
    dropStream: () => streamListener?.({ error: new Error('stream dropped') }),
  };
}

afterEach(() => vi.useRealTimers());

describe('useTeamChat', () => {
  it('after a long outage, reads back until it meets what it had: no hole in the thread', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeChatServer(100);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider value={server.client}>{children}</Provider>
    );
    const { result } = renderHook(() => useTeamChat('t1'), { wrapper });
    await waitFor(() => expect(result.current.messages).toHaveLength(PAGE_SIZE));
    expect(result.current.messages[0]?.seq).toBe('71');

    // 80 messages arrive while the stream is down: more than the newest page holds.
    act(() => server.dropStream());
    server.post(80);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6_000);
    });

    await waitFor(() => expect(result.current.messages.at(-1)?.seq).toBe('180'));
    await waitFor(() =>
      expect(result.current.messages.map((m) => Number(m.seq))).toEqual(
        Array.from({ length: 110 }, (_, i) => 71 + i),
      ),
    );
  });
});
