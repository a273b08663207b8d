import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '@tiix/shared-ui';
import { draftChanged, useAccessToken, useAppDispatch } from '@tiix/shared-data';
import { ensureDraft } from './ensureDraft';

/**
 * Opens the team's draft room: the open draft, or a new one made on the spot (drafts-ensure).
 * A failure shows the server's message, else 'Failed to ensure draft'.
 */
export function useOpenDraft(teamId: string) {
  const accessToken = useAccessToken();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [opening, setOpening] = useState<string | null>(null);
  const open = useCallback(
    async (gameId: string | null) => {
      setOpening(gameId ?? 'team');
      const result = await ensureDraft(teamId, gameId, accessToken);
      setOpening(null);
      if (!result.ok) {
        notify.error(result.message);
        return;
      }
      dispatch(draftChanged(result.draftId));
      void navigate(`/app/draft/${result.draftId}`);
    },
    [accessToken, dispatch, navigate, teamId],
  );
  return { open, opening };
}
