import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import {
  selectDraftRevision,
  selectUserId,
  useAccessToken,
  useAppSelector,
} from '@tiix/shared-data';
import { fetchLatestDraft, isUnfinishedDraft, type LatestDraftSummary } from './latestDraft';

export type LatestDraft = LatestDraftSummary;

/**
 * The user's latest draft when it is not complete (drives the nav's Draft link), from
 * `POST /api/drafts/latest` with the bearer token. Read again on every page change and whenever a
 * draft is created, starts or ends in this window (any app dispatches `draftChanged` to the shared
 * store). Guests have none; errors count as none.
 */
export function useUnfinishedDraft(): LatestDraft | null {
  const userId = useAppSelector(selectUserId);
  const accessToken = useAccessToken();
  const { pathname } = useLocation();
  const [draft, setDraft] = useState<LatestDraft | null>(null);
  const draftRevision = useAppSelector(selectDraftRevision);
  useEffect(() => {
    if (!userId) {
      setDraft(null);
      return;
    }
    const controller = new AbortController();
    void fetchLatestDraft(userId, accessToken, { signal: controller.signal }).then((latest) => {
      if (!controller.signal.aborted) setDraft(isUnfinishedDraft(latest) ? latest : null);
    });
    return () => controller.abort();
  }, [userId, accessToken, pathname, draftRevision]);
  return draft;
}
