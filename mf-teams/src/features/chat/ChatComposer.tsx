import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useMutation } from 'urql';
import { Button } from '@tiix/shared-ui';
import {
  CHAT_MAX_LENGTH,
  PostChatMessageDocument,
  type ChatMessageFieldsFragment,
} from './operations';
import { SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';

/** The counter shows once this close to the limit. */
export const COUNTER_FROM = CHAT_MAX_LENGTH - 200;
export const SEND_FAILED = 'Your message could not be sent. It is still in the box: try again.';

/**
 * The message box: Enter sends, Shift+Enter starts a new line. A refused or failed send keeps the
 * text in the box with the reason under it, so nothing typed is lost.
 */
export function ChatComposer({
  teamId,
  onSent,
}: {
  teamId: string;
  onSent: (message: ChatMessageFieldsFragment) => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, post] = useMutation(PostChatMessageDocument);
  const ids = { input: useId(), count: useId(), error: useId() };
  const over = text.length - CHAT_MAX_LENGTH;
  const empty = !text.trim();

  const send = async () => {
    if (empty || over > 0 || fetching) return;
    const result = await post({ teamId, body: text }, SCREEN_HANDLES_ERRORS);
    const sent = result.data?.postChatMessage;
    if (sent) {
      setText('');
      setError(null);
      onSent(sent);
    } else {
      setError(result.error?.graphQLErrors[0]?.message ?? SEND_FAILED);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };
  const describedBy = [text.length >= COUNTER_FROM ? ids.count : null, error ? ids.error : null]
    .filter(Boolean)
    .join(' ');

  return (
    <form
      className="tm-chat-composer"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={ids.input} className="tx-visually-hidden">
        Message
      </label>
      <textarea
        id={ids.input}
        className="tm-chat-composer__input"
        placeholder="Message your team"
        rows={2}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        aria-invalid={error || over > 0 ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      <div className="tm-chat-composer__row">
        <p className="tm-chat-composer__hint">Enter to send, Shift+Enter for a new line</p>
        {text.length >= COUNTER_FROM ? (
          <p
            id={ids.count}
            className={
              over > 0
                ? 'tm-chat-composer__count tm-chat-composer__count--over'
                : 'tm-chat-composer__count'
            }
            aria-live="polite"
          >
            {over > 0
              ? `${over.toLocaleString('en-US')} characters over the ${CHAT_MAX_LENGTH.toLocaleString('en-US')} limit`
              : `${(-over).toLocaleString('en-US')} characters left`}
          </p>
        ) : null}
        <Button type="submit" size="sm" loading={fetching} disabled={empty || over > 0}>
          Send
        </Button>
      </div>
      {error ? (
        <p id={ids.error} role="alert" className="tm-chat__error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
