import { useEffect, useState } from 'react';
import { selectUserId, useAppSelector } from '@tiix/shared-data';

export interface LatestDraft {
  id: string;
  team_id: string;
  state: string;
}

/**
 * The user's latest draft when it is not complete (drives the nav's Draft link), from
 * `POST /api/drafts/latest`. Guests have none; errors count as none.
 */
export function useUnfinishedDraft(): LatestDraft | null {
  const userId = useAppSelector(selectUserId);
  const [draft, setDraft] = useState<LatestDraft | null>(null);
  useEffect(() => {
    if (!userId) {
      setDraft(null);
      return;
    }
    const controller = new AbortController();
    fetch('/api/drafts/latest', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId }),
      signal: controller.signal,
    })
      .then(async (res) => (res.ok ? ((await res.json()) as LatestDraft | null) : null))
      .then((latest) => setDraft(latest && latest.state !== 'complete' ? latest : null))
      .catch(() => setDraft(null));
    return () => controller.abort();
  }, [userId]);
  return draft;
}
