import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { useClient, useMutation } from 'urql';
import { Button, Spinner } from '@tiix/shared-ui';
import {
  MarkNotificationsReadDocument,
  NotificationsDocument,
  type NotificationFieldsFragment,
} from './operations';
import { SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';

const PAGE = 20;

export interface NotificationCentreProps {
  id: string;
  /** Changes when a live notification arrives: the first page is read again. */
  version: number;
  /** The bell: a click on it is not a click outside. */
  anchor: RefObject<HTMLElement | null>;
  /** `returnFocus`: put focus back on the bell (Escape); not when the user clicked elsewhere. */
  onClose(returnFocus: boolean): void;
  onUnreadChange(count: number): void;
}

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/**
 * The notification centre: a non-modal panel under the bell. Focus moves into it on open,
 * Escape or a click outside closes it, each entry opens its page and counts as read.
 */
export default function NotificationCentre({
  id,
  version,
  anchor,
  onClose,
  onUnreadChange,
}: NotificationCentreProps) {
  const client = useClient();
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [items, setItems] = useState<NotificationFieldsFragment[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [, markRead] = useMutation(MarkNotificationsReadDocument);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  useEffect(() => {
    let live = true;
    void client
      .query(
        NotificationsDocument,
        { first: PAGE },
        { ...SCREEN_HANDLES_ERRORS, requestPolicy: 'network-only' },
      )
      .toPromise()
      .then((res) => {
        if (!live) return;
        if (res.data) {
          setItems(res.data.notifications.items);
          setCursor(res.data.notifications.nextCursor);
          setError(null);
        } else setError('Could not load notifications. Try again later.');
      });
    return () => {
      live = false;
    };
  }, [client, version]);

  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panel.current?.contains(target) || anchor.current?.contains(target)) return;
      onClose(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [anchor, onClose]);

  const loadMore = async () => {
    if (!cursor) return;
    setLoadingMore(true);
    const res = await client
      .query(
        NotificationsDocument,
        { first: PAGE, before: cursor },
        { requestPolicy: 'network-only' },
      )
      .toPromise();
    setLoadingMore(false);
    if (res.data) {
      const page = res.data.notifications;
      setItems((old) => [...(old ?? []), ...page.items]);
      setCursor(page.nextCursor);
    }
  };

  const read = async (ids: string[] | null) => {
    const res = await markRead({ ids });
    if (res.data) {
      onUnreadChange(res.data.markNotificationsRead);
      const now = new Date().toISOString();
      setItems((old) =>
        (old ?? []).map((n) =>
          ids === null || ids.includes(n.id) ? { ...n, readAt: n.readAt ?? now } : n,
        ),
      );
    }
  };

  const unread = (items ?? []).some((n) => !n.readAt);
  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-labelledby={`${id}-title`}
      className="shell-notif__panel"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose(true);
        }
      }}
    >
      <div className="shell-notif__head">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
          Notifications
        </h2>
        <Button size="sm" variant="ghost" disabled={!unread} onClick={() => void read(null)}>
          Mark all read
        </Button>
      </div>
      {error ? <p role="alert">{error}</p> : null}
      {items === null && !error ? <Spinner label="Loading notifications" /> : null}
      {items && items.length === 0 ? (
        <p className="shell-notif__empty">
          You're all caught up. News about your games, swaps, payments and drafts shows here.
        </p>
      ) : null}
      {items && items.length > 0 ? (
        <ul className="shell-notif__list">
          {items.map((n) => (
            <li
              key={n.id}
              className={
                n.readAt ? 'shell-notif__item' : 'shell-notif__item shell-notif__item--unread'
              }
            >
              <Link
                to={n.link}
                onClick={() => {
                  if (!n.readAt) void read([n.id]);
                  onClose(false);
                }}
              >
                <span className="shell-notif__title">
                  {n.readAt ? null : <span className="tx-visually-hidden">Unread: </span>}
                  {n.title}
                </span>
                <span className="shell-notif__body">{n.body}</span>
                <time dateTime={n.createdAt}>{when(n.createdAt)}</time>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {cursor ? (
        <Button size="sm" variant="secondary" loading={loadingMore} onClick={() => void loadMore()}>
          Show older
        </Button>
      ) : null}
    </div>
  );
}
