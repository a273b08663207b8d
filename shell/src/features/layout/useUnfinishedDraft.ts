import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { gql, useQuery } from 'urql';
import {
  SCREEN_HANDLES_ERRORS,
  selectDraftRevision,
  selectUserId,
  useAppSelector,
} from '@tiix/shared-data';
import type { MyLatestDraftQuery, MyLatestDraftQueryVariables } from '../../generated/graphql';

/** The caller's latest draft over all their teams (running first, else the newest). */
export const MyLatestDraftDocument = gql<MyLatestDraftQuery, MyLatestDraftQueryVariables>`
  query MyLatestDraft {
    myLatestDraft {
      id
      teamId
      state
    }
  }
`;

export type LatestDraft = NonNullable<MyLatestDraftQuery['myLatestDraft']>;

/**
 * The user's latest draft when it is not complete (drives the nav's Draft link). Read again on
 * every page change and whenever a draft is created, starts or ends in this window (any app
 * dispatches `draftChanged` to the shared store). Guests have none; errors count as none.
 */
export function useUnfinishedDraft(): LatestDraft | null {
  const userId = useAppSelector(selectUserId);
  const { pathname } = useLocation();
  const draftRevision = useAppSelector(selectDraftRevision);
  const [{ data, error }, reexecute] = useQuery({
    query: MyLatestDraftDocument,
    pause: !userId,
    requestPolicy: 'network-only',
    // A nav link: a failed read shows no link, and the next page change reads again.
    context: SCREEN_HANDLES_ERRORS,
  });
  // The first read is the query's own; later page and draft changes read again.
  const seen = useRef(`${pathname} ${draftRevision}`);
  useEffect(() => {
    const key = `${pathname} ${draftRevision}`;
    if (key === seen.current) return;
    seen.current = key;
    if (userId) reexecute({ requestPolicy: 'network-only' });
  }, [userId, pathname, draftRevision, reexecute]);
  const draft = userId && !error ? data?.myLatestDraft : null;
  return draft && draft.state !== 'complete' ? draft : null;
}
