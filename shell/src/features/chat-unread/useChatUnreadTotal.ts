import { useEffect, useMemo, useState } from 'react';
import { gql, useQuery, useSubscription } from 'urql';
import { useSignedInUserId } from '../session';
import { ChatUnreadChangedDocument, SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';
import type { MyChatUnreadQuery, MyChatUnreadQueryVariables } from '../../generated/graphql';

export const MyChatUnreadDocument = gql<MyChatUnreadQuery, MyChatUnreadQueryVariables>`
  query MyChatUnread {
    myChatUnread {
      teamId
      count
    }
  }
`;

/**
 * Unread chat messages across the signed-in user's teams, for the nav: one light query, then
 * each team's new count as it changes (live), and a fresh read when the window regains focus.
 */
export function useChatUnreadTotal(): number {
  const userId = useSignedInUserId();
  const [{ data }, refetch] = useQuery({
    query: MyChatUnreadDocument,
    pause: !userId,
    requestPolicy: 'cache-and-network',
    // A count in the nav: a failed read keeps the last count, and the next focus reads again.
    context: SCREEN_HANDLES_ERRORS,
  });
  const [{ data: live }] = useSubscription({
    query: ChatUnreadChangedDocument,
    pause: !userId,
    context: SCREEN_HANDLES_ERRORS,
  });
  const [latest, setLatest] = useState<Map<string, number>>(new Map());

  useEffect(() => {
    setLatest(new Map((data?.myChatUnread ?? []).map((u) => [u.teamId, u.count])));
  }, [data]);
  useEffect(() => {
    const change = live?.chatUnreadChanged;
    if (change) setLatest((current) => new Map(current).set(change.teamId, change.count));
  }, [live]);
  useEffect(() => {
    if (!userId) return;
    const again = () => refetch({ requestPolicy: 'network-only' });
    window.addEventListener('focus', again);
    return () => window.removeEventListener('focus', again);
  }, [userId, refetch]);

  return useMemo(() => [...latest.values()].reduce((sum, n) => sum + n, 0), [latest]);
}
