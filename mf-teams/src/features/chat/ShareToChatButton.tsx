import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation } from 'urql';
import { Button } from '@tiix/shared-ui';
import { PostChatMessageDocument } from './operations';
import { SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';

export const SHARED = 'Shared to chat';

/** "Share to chat" on a game card: posts the game as a card in the team's chat. */
export function ShareToChatButton({ teamId, gameId }: { teamId: string; gameId: string }) {
  const [{ fetching }, post] = useMutation(PostChatMessageDocument);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const share = async () => {
    const result = await post({ teamId, body: '', gameId }, SCREEN_HANDLES_ERRORS);
    setOutcome(
      result.data?.postChatMessage
        ? { ok: true, text: SHARED }
        : {
            ok: false,
            text: result.error?.graphQLErrors[0]?.message ?? 'The game could not be shared.',
          },
    );
  };
  return (
    <span className="tm-share-chat">
      <Button size="sm" variant="secondary" loading={fetching} onClick={() => void share()}>
        Share to chat
      </Button>
      {outcome ? (
        <span role={outcome.ok ? 'status' : 'alert'} className="tm-share-chat__outcome">
          {outcome.text}
          {outcome.ok ? (
            <>
              {' · '}
              <Link to={`/app/teams/${teamId}/chat`}>Open chat</Link>
            </>
          ) : null}
        </span>
      ) : null}
    </span>
  );
}
