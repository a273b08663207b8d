import { useEffect } from 'react';
import { Link } from 'react-router';
import { useQuery, useSubscription } from 'urql';
import { buttonClassName } from '@tiix/shared-ui';
import { ChatUnreadCountDocument } from './operations';
import './chat.css';
import { ChatUnreadChangedDocument, SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';

/** "Team chat" on team detail, with the caller's unread count, kept current live and on focus. */
export function TeamChatLink({ teamId }: { teamId: string }) {
  const [{ data }, refetch] = useQuery({
    query: ChatUnreadCountDocument,
    variables: { teamId },
    requestPolicy: 'cache-and-network',
    // A count: a failed read keeps the last one, and the next focus reads it again.
    context: SCREEN_HANDLES_ERRORS,
  });
  const [{ data: live }] = useSubscription({
    query: ChatUnreadChangedDocument,
    context: SCREEN_HANDLES_ERRORS,
  });
  useEffect(() => {
    const again = () => refetch({ requestPolicy: 'network-only' });
    window.addEventListener('focus', again);
    return () => window.removeEventListener('focus', again);
  }, [refetch]);
  const fromLive = live?.chatUnreadChanged.teamId === teamId ? live.chatUnreadChanged.count : null;
  const count = fromLive ?? data?.chatUnreadCount ?? 0;
  return (
    <Link
      to={`/app/teams/${teamId}/chat`}
      className={buttonClassName({ variant: 'secondary' })}
      aria-label={count > 0 ? `Team chat, ${count} unread` : 'Team chat'}
    >
      Team chat
      {count > 0 ? (
        <span className="tm-chat-link__badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
