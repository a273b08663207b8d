import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient, type Client } from 'urql';
import {
  ChatEventsDocument,
  ChatMessagesDocument,
  MarkChatReadDocument,
  type ChatEventType,
  type ChatMessageFieldsFragment,
} from './operations';
import { SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';

export const PAGE_SIZE = 30;
/** After the live stream drops, it is opened again (and the newest page re-read) this late. */
const RESUBSCRIBE_MS = 5_000;
/** How many pages a reconnect reads back at most to close the gap it left (300 messages). */
const CATCH_UP_PAGES = 10;

/** The page of messages before `cursor`, read from the server. */
function readOlder(client: Client, teamId: string, cursor: string) {
  return client
    .query(
      ChatMessagesDocument,
      { teamId, before: cursor, limit: PAGE_SIZE },
      { requestPolicy: 'network-only' },
    )
    .toPromise();
}

const bySeq = (a: ChatMessageFieldsFragment, b: ChatMessageFieldsFragment) =>
  Number(a.seq) - Number(b.seq);

/** Adds or replaces messages by id, keeping the thread in order. */
export function mergeMessages(
  current: readonly ChatMessageFieldsFragment[],
  incoming: readonly ChatMessageFieldsFragment[],
): ChatMessageFieldsFragment[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort(bySeq);
}

export interface TeamChat {
  messages: ChatMessageFieldsFragment[];
  loading: boolean;
  error: string | null;
  /** True while older messages exist that are not loaded. */
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => Promise<void>;
  /** Puts a message the caller's own mutation returned into the thread at once. */
  upsert: (message: ChatMessageFieldsFragment) => void;
  /** The newest change that arrived live (not from this window's own actions). */
  lastLive: { type: ChatEventType; message: ChatMessageFieldsFragment } | null;
}

/**
 * One team's chat: the newest page, older pages on demand, and the live `chatEvents` stream
 * (new, edited and removed messages). Whatever is shown while the window is visible is marked
 * read, so the unread badges follow.
 */
export function useTeamChat(teamId: string): TeamChat {
  const client = useClient();
  const [messages, setMessages] = useState<ChatMessageFieldsFragment[]>([]);
  const [olderCursor, setOlderCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [lastLive, setLastLive] = useState<TeamChat['lastLive']>(null);
  const [attempt, setAttempt] = useState(0);

  const upsert = useCallback(
    (message: ChatMessageFieldsFragment) =>
      setMessages((current) => mergeMessages(current, [message])),
    [],
  );

  // The newest message this window holds, read when a reconnect catches up.
  const newestSeqRef = useRef<string | null>(null);
  useEffect(() => {
    newestSeqRef.current = messages.at(-1)?.seq ?? null;
  }, [messages]);

  // The newest page: first load, and again after every reconnect to catch up on what was missed.
  // After a reconnect it keeps reading older pages until it meets a message this window already
  // holds, so a long outage leaves no hole in the middle of the thread.
  useEffect(() => {
    if (!teamId) return;
    let cancelled = false;
    const known = attempt === 0 ? null : newestSeqRef.current;
    void (async () => {
      const result = await client
        .query(
          ChatMessagesDocument,
          { teamId, limit: PAGE_SIZE },
          { ...SCREEN_HANDLES_ERRORS, requestPolicy: 'network-only' },
        )
        .toPromise();
      if (cancelled) return;
      setLoading(false);
      const page = result.data?.chatMessages;
      if (!page) {
        setError(result.error?.graphQLErrors[0]?.message ?? 'The chat could not be loaded.');
        return;
      }
      setError(null);
      setMessages((current) => mergeMessages(current, page.messages));
      if (attempt === 0) {
        setOlderCursor(page.olderCursor);
        return;
      }
      let cursor = page.olderCursor;
      let oldest = page.messages[0]?.seq ?? null;
      for (let pages = 1; known !== null && cursor && oldest !== null; pages++) {
        if (Number(oldest) <= Number(known) || pages >= CATCH_UP_PAGES) break;
        const older = await readOlder(client, teamId, cursor);
        const olderPage = older.data?.chatMessages;
        if (cancelled || !olderPage) return;
        setMessages((current) => mergeMessages(current, olderPage.messages));
        cursor = olderPage.olderCursor;
        oldest = olderPage.messages[0]?.seq ?? null;
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [client, teamId, attempt]);

  useEffect(() => {
    if (!teamId) return;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const again = () => {
      retry ??= setTimeout(() => setAttempt((n) => n + 1), RESUBSCRIBE_MS);
    };
    const { unsubscribe } = client
      // A dropped stream is opened again and the thread re-read (`again`).
      .subscription(ChatEventsDocument, { teamId }, SCREEN_HANDLES_ERRORS)
      .subscribe((r) => {
        if (r.error) {
          again();
          return;
        }
        const event = r.data?.chatEvents;
        if (!event) return;
        setMessages((current) => mergeMessages(current, [event.message]));
        setLastLive({ type: event.type, message: event.message });
      });
    return () => {
      clearTimeout(retry);
      unsubscribe();
    };
  }, [client, teamId, attempt]);

  const loadOlder = useCallback(async () => {
    if (!olderCursor || loadingOlder) return;
    setLoadingOlder(true);
    const result = await readOlder(client, teamId, olderCursor);
    setLoadingOlder(false);
    const page = result.data?.chatMessages;
    if (!page) return;
    setMessages((current) => mergeMessages(current, page.messages));
    setOlderCursor(page.olderCursor);
  }, [client, teamId, olderCursor, loadingOlder]);

  // Read up to the newest message while the page is in view; again when the window comes back.
  const newestSeq = messages.at(-1)?.seq ?? null;
  const markedRef = useRef<string | null>(null);
  useEffect(() => {
    if (!teamId || !newestSeq) return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || markedRef.current === newestSeq) return;
      markedRef.current = newestSeq;
      void client.mutation(MarkChatReadDocument, { teamId, upTo: newestSeq }).toPromise();
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    window.addEventListener('focus', mark);
    return () => {
      document.removeEventListener('visibilitychange', mark);
      window.removeEventListener('focus', mark);
    };
  }, [client, teamId, newestSeq]);

  return {
    messages,
    loading,
    error,
    hasOlder: olderCursor != null,
    loadingOlder,
    loadOlder,
    upsert,
    lastLive,
  };
}
