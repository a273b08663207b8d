import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from 'urql';
import { Button, EmptyState, Spinner } from '@tiix/shared-ui';
import { ChatComposer } from './ChatComposer';
import { ChatMessageItem } from './ChatMessageItem';
import { ChatTeamDocument } from './operations';
import { useTeamChat } from './useTeamChat';
import './chat.css';

export const NOT_FOUND = 'Team Not Found or Access Denied';
export const EMPTY_TITLE = 'No messages yet';
/** Within this many pixels of the bottom, a new message scrolls the log down to it. */
const STICK_PX = 80;

/** /app/teams/:teamId/chat: the team's chat for its members, live. */
export default function ChatPage() {
  const { teamId = '' } = useParams();
  const [{ data: teamData, fetching: teamFetching }] = useQuery({
    query: ChatTeamDocument,
    variables: { id: teamId },
    pause: !teamId,
  });
  const team = teamData?.team ?? null;
  const chat = useTeamChat(teamId);
  const logRef = useRef<HTMLDivElement>(null);
  const stickRef = useRef(true);
  const olderFromRef = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    document.title = `${team ? `${team.name} chat` : 'Team chat'} · Tiix`;
  }, [team]);

  // Others' new messages are read out once, politely; the log itself is not a live region, so
  // edits and older pages do not talk over the reader.
  useEffect(() => {
    const live = chat.lastLive;
    if (!live || live.type !== 'posted' || live.message.mine) return;
    const m = live.message;
    setAnnouncement(
      m.kind === 'system' ? m.body : `${m.authorName ?? 'Someone'}: ${m.body || 'shared a game'}`,
    );
  }, [chat.lastLive]);

  // New messages at the bottom keep the log at the bottom, unless the reader scrolled up; an
  // older page keeps what the reader was looking at in place.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    if (olderFromRef.current != null) {
      log.scrollTop = log.scrollHeight - olderFromRef.current;
      olderFromRef.current = null;
    } else if (stickRef.current) {
      log.scrollTop = log.scrollHeight;
    }
  }, [chat.messages]);

  if (!chat.loading && chat.error && !chat.messages.length) {
    return (
      <section className="tx-page tm-chat" aria-labelledby="page-title">
        <h1 id="page-title">{NOT_FOUND}</h1>
        <p role="alert">{chat.error}</p>
        <Link to="/app/teams?all=1">Back to teams</Link>
      </section>
    );
  }

  return (
    <section className="tx-page tm-chat" aria-labelledby="page-title">
      <Link className="tm-chat__back" to={`/app/teams/${teamId}`}>
        ← {team?.name ?? (teamFetching ? 'Team' : 'Back to team')}
      </Link>
      <h1 id="page-title">Team chat</h1>
      <div
        ref={logRef}
        className="tm-chat__log"
        role="log"
        aria-label="Messages"
        aria-live="off"
        tabIndex={0}
        onScroll={(event) => {
          const el = event.currentTarget;
          stickRef.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
        }}
      >
        {chat.hasOlder ? (
          <div className="tm-chat__older">
            <Button
              size="sm"
              variant="secondary"
              loading={chat.loadingOlder}
              onClick={() => {
                const log = logRef.current;
                olderFromRef.current = log ? log.scrollHeight - log.scrollTop : null;
                void chat.loadOlder();
              }}
            >
              Load older messages
            </Button>
          </div>
        ) : null}
        {chat.loading ? (
          <Spinner label="Loading messages" />
        ) : chat.messages.length === 0 ? (
          <EmptyState
            compact
            title={EMPTY_TITLE}
            titleAs="p"
            description="Say hello, or share a game from its card."
          />
        ) : (
          <ul className="tm-chat__list">
            {chat.messages.map((message) => (
              <ChatMessageItem key={message.id} message={message} onChanged={chat.upsert} />
            ))}
          </ul>
        )}
      </div>
      <div className="tx-visually-hidden" aria-live="polite" role="status">
        {announcement}
      </div>
      <ChatComposer
        teamId={teamId}
        onSent={(message) => {
          stickRef.current = true;
          chat.upsert(message);
        }}
      />
    </section>
  );
}
