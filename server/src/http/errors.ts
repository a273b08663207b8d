import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error body of the auth, storage, functions and REST APIs. */
export interface ApiErrorBody {
  status: number;
  error: string;
  message: string;
}

export function apiError(c: Context, status: ContentfulStatusCode, error: string, message: string) {
  return c.json<ApiErrorBody>({ status, error, message }, status);
}

export const routeNotFound = (c: Context) => apiError(c, 404, 'route-not-found', 'Route not found');
