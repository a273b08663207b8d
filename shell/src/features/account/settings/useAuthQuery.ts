import { useCallback, useEffect, useRef, useState } from 'react';
import type { AuthClient, AuthResult } from '@tiix/shared-data';

export interface AuthQuery<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload: () => Promise<void>;
}

/** Loads one auth-client list or record on mount, with a `reload` for after changes. */
export function useAuthQuery<T>(load: () => Promise<AuthResult<T>>): AuthQuery<T> {
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({
    data: null,
    error: null,
    loading: true,
  });
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const reload = useCallback(async () => {
    setState((previous) => ({ ...previous, loading: true }));
    const result = await load();
    if (!alive.current) return;
    setState(
      result.success
        ? { data: result.data ?? null, error: null, loading: false }
        : { data: null, error: result.message, loading: false },
    );
  }, [load]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { ...state, reload };
}

/**
 * Runs an action that may need an elevated token: when the server asks for it,
 * confirm with a passkey once and try again.
 */
export async function withElevation<T>(
  client: AuthClient,
  action: () => Promise<AuthResult<T>>,
): Promise<AuthResult<T>> {
  const first = await action();
  if (first.success || first.error?.error !== 'elevated-claim-required') return first;
  const elevated = await client.elevate();
  if (!elevated.success) return { ...elevated, data: undefined };
  return action();
}
