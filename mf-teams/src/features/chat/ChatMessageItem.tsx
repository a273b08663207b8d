import { useState, type KeyboardEvent } from 'react';
import { useMutation } from 'urql';
import { Button } from '@tiix/shared-ui';
import { linkifiedText } from './linkify';
import {
  CHAT_MAX_LENGTH,
  EditChatMessageDocument,
  RemoveChatMessageDocument,
  type ChatGameFields,
  type ChatMessageFieldsFragment,
} from './operations';
import { formatGameTime } from '@tiix/domain';
import { SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';

export const MESSAGE_REMOVED = 'Message removed';
export const REMOVED_BY_OWNER = 'Message removed by the team owner';

const timeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** The shared game: opponent, kickoff in the venue's zone, score when the plan shows it, holder. */
export function ChatGameCard({
  game,
  holderName,
}: {
  game: ChatGameFields;
  holderName: string | null;
}) {
  return (
    <div
      className="tm-chat-game"
      aria-label={`Game: ${game.isHome ? 'vs' : 'at'} ${game.opponent}`}
    >
      <p className="tm-chat-game__opponent">
        {game.isHome ? 'vs' : 'at'} {game.opponent}
      </p>
      <p className="tm-chat-game__time">{formatGameTime(game)}</p>
      {game.finalScore ? <p className="tm-chat-game__final">Final {game.finalScore}</p> : null}
      {typeof game.tiixRank === 'number' ? (
        <p className="tm-chat-game__score">Score {Math.round(game.tiixRank)} of 100</p>
      ) : null}
      <p className="tm-chat-game__holder">
        {holderName ? `Held by ${holderName}` : 'Not held by anyone yet'}
      </p>
    </div>
  );
}

function EditBox({
  message,
  onDone,
}: {
  message: ChatMessageFieldsFragment;
  onDone: (updated?: ChatMessageFieldsFragment) => void;
}) {
  const [text, setText] = useState(message.body);
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, edit] = useMutation(EditChatMessageDocument);
  const save = async () => {
    const result = await edit({ messageId: message.id, body: text }, SCREEN_HANDLES_ERRORS);
    if (result.data?.editChatMessage) onDone(result.data.editChatMessage);
    // The text stays in the box so nothing typed is lost.
    else setError(result.error?.graphQLErrors[0]?.message ?? 'The message could not be saved.');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void save();
    }
  };
  return (
    <div className="tm-chat-edit">
      <label className="tx-visually-hidden" htmlFor={`edit-${message.id}`}>
        Edit message
      </label>
      <textarea
        id={`edit-${message.id}`}
        className="tm-chat-edit__input"
        value={text}
        rows={2}
        autoFocus
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `edit-error-${message.id}` : undefined}
      />
      {text.length > CHAT_MAX_LENGTH ? (
        <p className="tm-chat-composer__count tm-chat-composer__count--over">
          {text.length - CHAT_MAX_LENGTH} characters over the limit
        </p>
      ) : null}
      {error ? (
        <p id={`edit-error-${message.id}`} role="alert" className="tm-chat__error">
          {error}
        </p>
      ) : null}
      <div className="tm-chat-edit__actions">
        <Button size="sm" loading={fetching} onClick={() => void save()}>
          Save
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onDone()}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

/** One message: a member's text (with its edit and remove controls), a game card or a system line. */
export function ChatMessageItem({
  message,
  onChanged,
}: {
  message: ChatMessageFieldsFragment;
  onChanged: (message: ChatMessageFieldsFragment) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [{ fetching: removing }, remove] = useMutation(RemoveChatMessageDocument);
  const when = new Date(message.createdAt);

  if (message.kind === 'system') {
    return (
      <li className="tm-chat-msg tm-chat-msg--system">
        <p className="tm-chat-msg__system">
          {message.removed ? MESSAGE_REMOVED : message.body}{' '}
          <time dateTime={message.createdAt}>{timeFormat.format(when)}</time>
        </p>
        {message.game && !message.removed ? (
          <ChatGameCard game={message.game} holderName={message.gameHolderName} />
        ) : null}
        {message.canRemove ? (
          <Button
            size="sm"
            variant="ghost"
            loading={removing}
            onClick={() =>
              void remove({ messageId: message.id }).then((r) => {
                if (r.data?.removeChatMessage) onChanged(r.data.removeChatMessage);
              })
            }
          >
            Remove
          </Button>
        ) : null}
      </li>
    );
  }

  const doRemove = async () => {
    const result = await remove({ messageId: message.id }, SCREEN_HANDLES_ERRORS);
    setConfirming(false);
    if (result.data?.removeChatMessage) onChanged(result.data.removeChatMessage);
    else setError(result.error?.graphQLErrors[0]?.message ?? 'The message could not be removed.');
  };
  const removeLabel = message.mine ? 'Delete' : 'Remove';

  return (
    <li className={message.mine ? 'tm-chat-msg tm-chat-msg--mine' : 'tm-chat-msg'}>
      <p className="tm-chat-msg__meta">
        <span className="tm-chat-msg__author">{message.authorName ?? 'Former member'}</span>{' '}
        <time dateTime={message.createdAt}>{timeFormat.format(when)}</time>
        {message.editedAt && !message.removed ? (
          <span className="tm-chat-msg__edited"> (edited)</span>
        ) : null}
      </p>
      {message.removed ? (
        <p className="tm-chat-msg__removed">
          {message.removedByOwner ? REMOVED_BY_OWNER : MESSAGE_REMOVED}
        </p>
      ) : editing ? (
        <EditBox
          message={message}
          onDone={(updated) => {
            setEditing(false);
            if (updated) onChanged(updated);
          }}
        />
      ) : (
        <>
          {message.game ? (
            <ChatGameCard game={message.game} holderName={message.gameHolderName} />
          ) : null}
          {message.body ? <p className="tm-chat-msg__body">{linkifiedText(message.body)}</p> : null}
        </>
      )}
      {!message.removed && !editing && (message.mine || message.canRemove) ? (
        <div className="tm-chat-msg__actions">
          {confirming ? (
            <>
              <span>{message.mine ? 'Delete this message?' : 'Remove this message?'}</span>
              <Button size="sm" variant="danger" loading={removing} onClick={() => void doRemove()}>
                {removeLabel}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </>
          ) : (
            <>
              {message.mine ? (
                <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
                  Edit
                </Button>
              ) : null}
              {message.canRemove ? (
                <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
                  {removeLabel}
                </Button>
              ) : null}
            </>
          )}
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="tm-chat__error">
          {error}
        </p>
      ) : null}
    </li>
  );
}
