import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from 'urql';
import {
  draftChanged,
  useAccessToken,
  useAppDispatch,
  SCREEN_HANDLES_ERRORS,
} from '@tiix/shared-data';
import { anchorFromDraft, type ClockAnchor } from './draftModel';
import { readDraftEvents } from './draftStream';
import {
  DraftRoomDocument,
  type DraftEventFields,
  type DraftRoomFieldsFragment,
} from './operations';

/** While the live stream is down the room reads the draft this often (the draft default poll). */
export const POLL_MS = 1500;
/** Wait before subscribing again after the stream dropped. */
export const RESUBSCRIBE_MS = 3000;

export type StreamStatus = 'live' | 'down';

export interface DraftRoomData {
  draft: DraftRoomFieldsFragment | null;
  /** First load still running. */
  loading: boolean;
  error: string | null;
  /** The pick clock, corrected for this device's clock skew; updated by events before the refetch. */
  anchor: ClockAnchor | null;
  /** User ids in the room, from the latest presence the stream reported. */
  onlineUserIds: ReadonlySet<string> | null;
  stream: StreamStatus;
  lastEvent: DraftEventFields | null;
  /** Reads the draft from the server again. */
  refresh: () => void;
}

/**
 * One draft, live: the query, then the draft's event stream (`GET /api/drafts/{id}/events`, see
 * draftStream.ts). Every event reconciles by reading the draft again (the event moves the clock
 * at once); a dropped stream is opened again and the draft re-read on reconnect, and only while
 * it is down the draft is polled.
 */
export function useDraftRoom(draftId: string): DraftRoomData {
  const [result, reexecute] = useQuery({
    query: DraftRoomDocument,
    variables: { id: draftId },
    requestPolicy: 'cache-and-network',
    pause: !draftId,
    // The room shows a failed read itself (`error`).
    context: SCREEN_HANDLES_ERRORS,
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const draft = result.data?.draft ?? null;

  const [anchor, setAnchor] = useState<ClockAnchor | null>(null);
  useEffect(() => {
    setAnchor(draft ? anchorFromDraft(draft, Date.now()) : null);
  }, [draft]);

  const dispatch = useAppDispatch();
  const [lastEvent, setLastEvent] = useState<DraftEventFields | null>(null);
  const [onlineUserIds, setOnlineUserIds] = useState<ReadonlySet<string> | null>(null);
  const onEvent = useCallback(
    (event: DraftEventFields) => {
      setLastEvent(event);
      setOnlineUserIds(new Set(event.onlineUserIds));
      // The event carries the new clock: the countdown moves now, not after the refetch.
      setAnchor(
        anchorFromDraft(
          {
            pickDeadline: event.pickDeadline,
            remainingMs: event.remainingMs,
            serverNow: event.at,
            state: event.state,
          },
          Date.now(),
        ),
      );
      if (event.type !== 'presence') refresh();
      if (event.type === 'state_changed') dispatch(draftChanged(event.draftId));
    },
    [dispatch, refresh],
  );
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  }, [onEvent]);

  // The token of the moment the stream opens: a refreshed token needs no new stream (the server
  // checks it once, at opening); a reconnect takes the newest.
  const accessToken = useAccessToken();
  const tokenRef = useRef(accessToken);
  useEffect(() => {
    tokenRef.current = accessToken;
  }, [accessToken]);

  // The stream counts as live from the moment it is opened until it fails or ends; each new
  // attempt after a drop reads the draft once to catch up on what the drop missed.
  const [attempt, setAttempt] = useState(0);
  const [stream, setStream] = useState<StreamStatus>('live');
  useEffect(() => {
    if (!draftId) return;
    const controller = new AbortController();
    const down = () => {
      if (!controller.signal.aborted) setStream('down');
    };
    setStream('live');
    if (attempt > 0) refresh();
    readDraftEvents({
      draftId,
      accessToken: tokenRef.current,
      signal: controller.signal,
      onEvent: (event) => onEventRef.current(event),
    }).then(down, down);
    return () => controller.abort();
    // `refresh` only changes with the draft; a new attempt is what re-runs this.
  }, [draftId, attempt, refresh]);

  // While down: poll, and try the stream again after a pause.
  useEffect(() => {
    if (!draftId || stream === 'live') return;
    const poll = setInterval(refresh, POLL_MS);
    const retry = setTimeout(() => setAttempt((n) => n + 1), RESUBSCRIBE_MS);
    return () => {
      clearInterval(poll);
      clearTimeout(retry);
    };
  }, [draftId, stream, refresh]);

  return {
    draft,
    loading: result.fetching && !result.data,
    error:
      result.error && !draft
        ? (result.error.graphQLErrors[0]?.message ?? result.error.message)
        : null,
    anchor,
    onlineUserIds,
    stream,
    lastEvent,
    refresh,
  };
}
