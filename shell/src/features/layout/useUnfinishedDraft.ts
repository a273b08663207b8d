import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { onDraftChanged, selectUserId, useAccessToken, useAppSelector } from '@tiix/shared-data';
import { fetchLatestDraft, isUnfinishedDraft, type LatestDraftSummary } from './latestDraft';

export type LatestDraft = LatestDraftSummary;

/**
 * The user's latest draft when it is not complete (drives the nav's Draft link), from
 * `POST /api/drafts/latest` with the bearer token. Read again on every page change and whenever a
 * draft is created, starts or ends in this window. Guests have none; errors count as none.
 */
export function useUnfinishedDraft(): LatestDraft | null {
  const userId = useAppSelector(selectUserId);
  const accessToken = useAccessToken();
  const { pathname } = useLocation();
  const [draft, setDraft] = useState<LatestDraft | null>(null);
  const [changes, setChanges] = useState(0);
  useEffect(() => onDraftChanged(() => setChanges((n) => n + 1)), []);
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
  }, [userId, accessToken, pathname, changes]);
  return draft;
}
