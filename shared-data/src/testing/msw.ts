// The MSW server of a test file: every request must meet a handler, and each test starts from the
// file's own handlers again.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

type Handlers = Parameters<typeof setupServer>;
export type MswServer = ReturnType<typeof setupServer>;

/**
 * Starts an MSW server with `handlers` for the calling test file: it listens before the first
 * test (a request no handler answers fails the test), drops the handlers a test added with
 * `server.use` after each test, and closes after the last.
 */
export function setupMswServer(...handlers: Handlers): MswServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
