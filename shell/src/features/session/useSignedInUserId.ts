import { selectUserId, useAppSelector, useAuth } from '@tiix/shared-data';

/**
 * The signed-in account's id, or null for a guest, a signed-out visitor, or while a reload is
 * still restoring the token: after a reload the stored session says "auth" before the auth client
 * has its token, and a request made then would be refused. Account-only widgets (notifications,
 * unread chat counts) wait for this.
 */
export function useSignedInUserId(): string | null {
  const recordUserId = useAppSelector(selectUserId);
  const { user, isLoading } = useAuth();
  if (isLoading || !user || user.isAnonymous) return null;
  return user.id === recordUserId ? recordUserId : null;
}
