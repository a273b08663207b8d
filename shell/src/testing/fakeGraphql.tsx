import { Client, fetchExchange } from 'urql';
import { createAppStore, signedIn, type AppStore } from '@tiix/shared-data';

/** Answers per operation name; a `null` answer never settles (a request still loading). */
export type FakeAnswers = Record<string, unknown>;

/**
 * A real urql client whose transport is a fake `fetch` answering by operation name, so the
 * components run their real queries without a server. `calls` records each request.
 */
export function fakeGraphqlClient(answers: FakeAnswers) {
  const calls: Array<{ operationName: string; variables: Record<string, unknown> }> = [];
  const fetch = (async (url: RequestInfo | URL, init?: RequestInit) => {
    // urql sends queries as GET (parameters in the address) and mutations as POST.
    const params = new URL(String(url)).searchParams;
    const body = (
      init?.body
        ? JSON.parse(String(init.body))
        : {
            operationName: params.get('operationName'),
            variables: JSON.parse(params.get('variables') ?? '{}'),
          }
    ) as { operationName: string; variables?: Record<string, unknown> };
    calls.push({ operationName: body.operationName, variables: body.variables ?? {} });
    const data = answers[body.operationName];
    if (data === null) return new Promise<Response>(() => {});
    if (data === undefined) {
      return Response.json({ errors: [{ message: `No fake answer for ${body.operationName}` }] });
    }
    return Response.json({ data });
  }) as typeof globalThis.fetch;
  const client = new Client({
    url: 'http://tiix.test/v1/graphql',
    exchanges: [fetchExchange],
    fetch,
  });
  return { client, calls };
}

/** A store whose session is signed in as `userId` (or a guest when userId is null). */
export function storeFor(userId: string | null, email = 'sam@example.com'): AppStore {
  const store = createAppStore();
  if (userId) store.dispatch(signedIn({ userId, email }));
  return store;
}
