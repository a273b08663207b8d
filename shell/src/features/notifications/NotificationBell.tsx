import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useSubscription } from 'urql';
import { IconButton } from '@tiix/shared-ui';
import { MyNotificationsDocument, UnreadNotificationCountDocument } from './operations';
import './notifications.css';
import { SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';

// The panel (list, paging, marking read) loads on first open: the bar itself stays small.
const NotificationCentre = lazy(() => import('./NotificationCentre'));

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Zm4 4a2 2 0 0 0 4 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export const PANEL_ID = 'shell-notifications-panel';

/**
 * The top bar's bell: the unread count, live through the `myNotifications` subscription and read
 * again whenever the window regains focus (a stream may have dropped while the tab slept).
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const [unread, setUnread] = useState<number | null>(null);
  // Bumped by each live notification, so an open panel shows it at once.
  const [version, setVersion] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const [count, refetch] = useQuery({
    query: UnreadNotificationCountDocument,
    requestPolicy: 'network-only',
    // A badge: a failed read keeps the last count, and the next focus reads it again.
    context: SCREEN_HANDLES_ERRORS,
  });
  useEffect(() => {
    if (count.data) setUnread(count.data.unreadNotificationCount);
  }, [count.data]);
  // A dropped stream is caught up by the read on focus; not a failure to toast.
  useSubscription(
    { query: MyNotificationsDocument, context: SCREEN_HANDLES_ERRORS },
    (_prev, event) => {
      setUnread(event.myNotifications.unreadCount);
      if (event.myNotifications.notification) setVersion((v) => v + 1);
      return event;
    },
  );
  useEffect(() => {
    const onFocus = () => refetch({ requestPolicy: 'network-only' });
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  const shown = unread ?? 0;
  const label = shown > 0 ? `Notifications, ${shown} unread` : 'Notifications';
  return (
    <div className="shell-notif">
      <IconButton
        ref={button}
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        aria-haspopup="dialog"
        className="shell-topbar__menu shell-notif__bell"
        icon={<BellIcon />}
        onClick={() => setOpen((o) => !o)}
      />
      {shown > 0 ? (
        <span className="shell-notif__badge" aria-hidden="true" data-testid="notification-count">
          {shown > 99 ? '99+' : shown}
        </span>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <NotificationCentre
            id={PANEL_ID}
            version={version}
            anchor={button}
            onClose={close}
            onUnreadChange={setUnread}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
