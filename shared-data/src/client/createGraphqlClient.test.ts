// @vitest-environment node
import { graphql, http, HttpResponse } from 'msw';
import { gql } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { MyProfileDocument } from '../auth/profileOperations';
import { createGraphqlClient } from './createGraphqlClient';
import { SCREEN_HANDLES_ERRORS, UNEXPECTED_ERROR } from './operationErrors';
import { setupMswServer } from '../testing';

const server = setupMswServer();

const profile = {
  __typename: 'Profile',
  id: 'u1',
  userId: 'u1',
  email: 'fan@example.com',
  name: 'Fan',
  lastLogin: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** The API as ours answers: HTTP 401 + UNAUTHENTICATED for a token it does not accept. */
function api(validToken: string) {
  const seen: (string | null)[] = [];
  server.use(
    graphql.query('MyProfile', ({ request }) => {
      const header = request.headers.get('authorization');
      seen.push(header);
      if (header !== `Bearer ${validToken}`) {
        return HttpResponse.json(
          {
            errors: [
              {
                message: 'Access token has expired',
                extensions: { code: 'UNAUTHENTICATED', reason: 'unauthenticated-user' },
              },
            ],
          },
          { status: 401 },
        );
      }
      return HttpResponse.json({ data: { myProfile: profile } });
    }),
  );
  return seen;
}

function fakeAuth(initial: string, next: string) {
  let token = initial;
  return {
    getAccessToken: () => token,
    refreshSession: vi.fn(async () => {
      token = next;
      return null;
    }),
  };
}

const client = (auth: ReturnType<typeof fakeAuth>) =>
  createGraphqlClient({ url: 'http://tiix.test/v1/graphql', auth });

describe('GraphQL client authentication', () => {
  it('sends the bearer token', async () => {
    const seen = api('t1');
    const auth = fakeAuth('t1', 't2');
    const result = await client(auth).query(MyProfileDocument, {}).toPromise();
    expect(result.data?.myProfile?.email).toBe('fan@example.com');
    expect(seen).toEqual(['Bearer t1']);
    expect(auth.refreshSession).not.toHaveBeenCalled();
  });

  it('refreshes once and retries when the server refuses an expired token', async () => {
    const seen = api('fresh');
    const auth = fakeAuth('expired', 'fresh');
    const result = await client(auth).query(MyProfileDocument, {}).toPromise();
    expect(result.error).toBeUndefined();
    expect(result.data?.myProfile?.userId).toBe('u1');
    expect(auth.refreshSession).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['Bearer expired', 'Bearer fresh']);
  });

  it('retries only once when the refresh does not help', async () => {
    const seen = api('never');
    const auth = fakeAuth('expired', 'still-bad');
    const result = await client(auth).query(MyProfileDocument, {}).toPromise();
    expect(result.error?.response?.status).toBe(401);
    expect(auth.refreshSession).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['Bearer expired', 'Bearer still-bad']);
  });

  it('does not refresh for errors that are not about the token', async () => {
    server.use(
      graphql.query('MyProfile', () =>
        HttpResponse.json({
          errors: [{ message: 'Nope', extensions: { code: 'FORBIDDEN' } }],
        }),
      ),
    );
    const auth = fakeAuth('t1', 't2');
    const result = await client(auth).query(MyProfileDocument, {}).toPromise();
    expect(result.error?.graphQLErrors[0]?.message).toBe('Nope');
    expect(auth.refreshSession).not.toHaveBeenCalled();
  });
});

describe('GraphQL client subscriptions', () => {
  it('streams a subscription over server-sent events with the bearer token', async () => {
    const seen: { accept: string | null; authorization: string | null }[] = [];
    server.use(
      http.post('http://tiix.test/v1/graphql', ({ request }) => {
        seen.push({
          accept: request.headers.get('accept'),
          authorization: request.headers.get('authorization'),
        });
        const encoder = new TextEncoder();
        const events = [
          `event: next\ndata: ${JSON.stringify({ data: { ticks: { n: 1, __typename: 'Tick' } } })}\n\n`,
          `event: next\ndata: ${JSON.stringify({ data: { ticks: { n: 2, __typename: 'Tick' } } })}\n\n`,
          'event: complete\ndata:\n\n',
        ];
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            for (const event of events) controller.enqueue(encoder.encode(event));
            controller.close();
          },
        });
        return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    const auth = fakeAuth('t1', 't2');
    const ticks = gql`
      subscription Ticks {
        ticks {
          n
        }
      }
    `;
    const received: number[] = [];
    await new Promise<void>((resolve) => {
      const { unsubscribe } = client(auth)
        .subscription<{ ticks: { n: number } }>(ticks, {})
        .subscribe((result) => {
          if (result.data) received.push(result.data.ticks.n);
          if (received.length === 2) {
            unsubscribe();
            resolve();
          }
        });
    });
    expect(received).toEqual([1, 2]);
    expect(seen[0]?.authorization).toBe('Bearer t1');
    expect(seen[0]?.accept).toContain('text/event-stream');
  });
});

describe('GraphQL client: failures no screen handles', () => {
  function failing(body: object, init?: ResponseInit) {
    const calls = { n: 0 };
    server.use(
      graphql.query('MyProfile', () => {
        calls.n += 1;
        return HttpResponse.json(body, init);
      }),
    );
    return calls;
  }
  const toasted = () => {
    const messages: string[] = [];
    const auth = fakeAuth('t1', 't2');
    const c = createGraphqlClient({
      url: 'http://tiix.test/v1/graphql',
      auth,
      onUnhandledError: (message) => messages.push(message),
    });
    return { c, messages, auth };
  };

  it("reports the server's message once for an operation without a handler", async () => {
    failing({ errors: [{ message: 'Team not found', extensions: { code: 'NOT_FOUND' } }] });
    const { c, messages } = toasted();
    const result = await c.query(MyProfileDocument, {}).toPromise();
    expect(result.error?.graphQLErrors[0]?.message).toBe('Team not found');
    expect(messages).toEqual(['Team not found']);
  });

  it("says 'Unexpected error' when the failure has no message (a network error)", async () => {
    server.use(http.all('http://tiix.test/v1/graphql', () => HttpResponse.error()));
    const { c, messages } = toasted();
    const result = await c.query(MyProfileDocument, {}).toPromise();
    expect(result.error?.networkError).toBeDefined();
    expect(messages).toEqual([UNEXPECTED_ERROR]);
  });

  it('stays silent when the screen handles the error, for queries and mutations', async () => {
    failing({ errors: [{ message: 'Nope', extensions: { code: 'FORBIDDEN' } }] });
    server.use(
      graphql.mutation('MarkNotificationsRead', () =>
        HttpResponse.json({ errors: [{ message: 'Too long', extensions: { code: 'BAD' } }] }),
      ),
    );
    const { c, messages } = toasted();
    const query = await c.query(MyProfileDocument, {}, SCREEN_HANDLES_ERRORS).toPromise();
    expect(query.error?.graphQLErrors[0]?.message).toBe('Nope');
    const rename = gql`
      mutation MarkNotificationsRead {
        markNotificationsRead
      }
    `;
    const mutation = await c.mutation(rename, {}, SCREEN_HANDLES_ERRORS).toPromise();
    expect(mutation.error?.graphQLErrors[0]?.message).toBe('Too long');
    expect(messages).toEqual([]);
    // The same mutation without the flag is reported.
    await c.mutation(rename, {}).toPromise();
    expect(messages).toEqual(['Too long']);
  });

  it('leaves a refused token to the session: no report for the retried 401', async () => {
    const seen = api('never');
    const { c, messages, auth } = toasted();
    const result = await c.query(MyProfileDocument, {}).toPromise();
    expect(result.error?.response?.status).toBe(401);
    expect(auth.refreshSession).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
    expect(messages).toEqual([]);
  });

  it('reports nothing for a successful operation', async () => {
    api('t1');
    const { c, messages } = toasted();
    await c.query(MyProfileDocument, {}).toPromise();
    expect(messages).toEqual([]);
  });
});
