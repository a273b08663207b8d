import { useCallback, useState } from 'react';
import { useClient, type AnyVariables, type TypedDocumentNode } from 'urql';
import { notify } from '@tiix/shared-ui';
import { errorMessage } from './draftModel';
import { SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';

/**
 * Runs one draft operation at a time per key: a server refusal shows its message as an error
 * toast ('That game was just taken', "It's not your turn") and the room reads the draft again
 * either way, so nothing stays optimistic.
 */
export function useDraftActions(refresh: () => void) {
  const client = useClient();
  const [busy, setBusy] = useState<string | null>(null);
  const run = useCallback(
    async <Data, Variables extends AnyVariables>(
      key: string,
      document: TypedDocumentNode<Data, Variables>,
      variables: Variables,
      success?: string,
    ): Promise<Data | null> => {
      setBusy(key);
      try {
        const result = await client
          .mutation(document, variables, SCREEN_HANDLES_ERRORS)
          .toPromise();
        if (result.error || !result.data) {
          notify.error(errorMessage(result.error));
          return null;
        }
        if (success) notify.success(success);
        return result.data;
      } finally {
        setBusy(null);
        refresh();
      }
    },
    [client, refresh],
  );
  return { busy, run };
}
