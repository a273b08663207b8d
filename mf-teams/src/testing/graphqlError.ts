import { HttpResponse, type GraphQLResponseBody } from 'msw';

/** A GraphQL answer refusing the operation with `message` and the error `code`, as the API does. */
export function graphqlError(message: string, code: string) {
  return HttpResponse.json<GraphQLResponseBody<never>>({
    errors: [{ message, extensions: { code } }],
  });
}
