import { graphql, HttpResponse } from 'msw';

export interface RecordedCall {
  op: string;
  variables: Record<string, unknown>;
}

/**
 * The mutations a screen sends, for tests that check them: `mutation(op, answer)` is an MSW
 * handler that records `{ op, variables }` in `calls`, then answers with what `answer` returns
 * (a Response as it is, anything else as the result's `data`). Empty `calls` before each test.
 */
export function recordedMutations() {
  const calls: RecordedCall[] = [];
  const mutation = (
    op: string,
    answer: (variables: Record<string, unknown>) => Response | Record<string, unknown>,
  ) =>
    graphql.mutation(op, ({ variables }) => {
      calls.push({ op, variables });
      const out = answer(variables);
      return out instanceof Response ? out : HttpResponse.json({ data: out });
    });
  return { calls, mutation };
}
