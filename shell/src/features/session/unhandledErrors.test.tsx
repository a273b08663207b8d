import { act, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { gql, useMutation, useQuery } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import { SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';
import { authHandlers, profileHandlers } from '@tiix/shared-data/mocks';
import { notify, Toaster } from '@tiix/shared-ui';
import { setupMswServer } from '@tiix/shared-data/testing';
import { withMockSession } from '../../testing/session';

// Operations some app really sends (the contract tests allow no invented names in handlers).
const Broken = gql`
  query MyTeams {
    myTeams {
      id
    }
  }
`;
const Unexplained = gql`
  query ServerStatus {
    serverTime
  }
`;
const Save = gql`
  mutation MarkNotificationsRead {
    markNotificationsRead
  }
`;

// The failing answers come first: the mock backend answers every other operation.
setupMswServer(
  graphql.query('MyTeams', () =>
    HttpResponse.json({ errors: [{ message: 'Team not found', extensions: { code: 'X' } }] }),
  ),
  graphql.query('ServerStatus', () => HttpResponse.json({ errors: [{ message: '' }] })),
  graphql.mutation('MarkNotificationsRead', () =>
    HttpResponse.json({ errors: [{ message: 'Name too long', extensions: { code: 'X' } }] }),
  ),
  ...authHandlers,
  ...profileHandlers,
);
const { renderInSession } = withMockSession();
afterEach(() => {
  act(() => notify.remove());
});

/** A screen that ignores its query's error. */
function Careless() {
  const [result] = useQuery({ query: Broken });
  return <p>{result.fetching ? 'loading' : 'careless done'}</p>;
}

/** A screen that shows its query's error itself and says so. */
function Careful() {
  const [result] = useQuery({ query: Broken, context: SCREEN_HANDLES_ERRORS });
  return <p>{result.error ? `Shown here: ${result.error.graphQLErrors[0]?.message}` : '...'}</p>;
}

function Silent() {
  const [result] = useQuery({ query: Unexplained });
  return <p>{result.fetching ? 'loading' : 'silent done'}</p>;
}

function SaveButton({ handles }: { handles: boolean }) {
  const [result, save] = useMutation(Save);
  return (
    <>
      <button type="button" onClick={() => void save({}, handles ? SCREEN_HANDLES_ERRORS : {})}>
        Save
      </button>
      {handles && result.error ? <p>Form says: {result.error.graphQLErrors[0]?.message}</p> : null}
    </>
  );
}

async function mount(ui: React.ReactNode) {
  await renderInSession(
    <>
      {ui}
      <Toaster />
    </>,
  );
}

const toasts = () => screen.queryAllByRole('alert');

describe('GraphQL failures no screen handles', () => {
  it("show one error toast with the server's message", async () => {
    await mount(<Careless />);
    await screen.findByText('careless done');
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toHaveTextContent('Team not found');
  });

  it("say 'Unexpected error' when the failure has no message", async () => {
    await mount(<Silent />);
    await screen.findByText('silent done');
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toHaveTextContent('Unexpected error');
  });

  it('are not toasted when the screen shows them itself', async () => {
    await mount(<Careful />);
    await screen.findByText('Shown here: Team not found');
    // Give a toast every chance to appear.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(toasts()).toHaveLength(0);
  });

  it('toast once when two screens fail the same way at the same time', async () => {
    await mount(
      <>
        <Careless />
        <Careless />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('careless done')).toHaveLength(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(toasts()).toHaveLength(1);
  });

  it('toast a mutation only when its screen does not handle it', async () => {
    await mount(<SaveButton handles />);
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    await screen.findByText('Form says: Name too long');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(toasts()).toHaveLength(0);
  });

  it('toast an unhandled mutation failure once', async () => {
    await mount(<SaveButton handles={false} />);
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toHaveTextContent('Name too long');
  });
});
