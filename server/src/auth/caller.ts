/**
 * Who is calling, as services see it: a plain value with no transport in it. The edges work it
 * out from a request (`auth/auth-context.ts` for HTTP and GraphQL) and hand it to the services,
 * which decide from it alone. Hasura's session semantics: a role, the roles allowed, the admin
 * secret's impersonation.
 */
export interface RequestAuth {
  /** Null for signed-out callers, and for the admin secret unless `x-hasura-user-id` is sent. */
  userId: string | null;
  /** The role the request acts as: `x-hasura-role`, else the token's default role, else `public`. */
  role: string;
  allowedRoles: string[];
  isAnonymous: boolean;
  /** Authenticated with the admin secret. */
  isAdmin: boolean;
  /** The token carries `x-hasura-auth-elevated` equal to its subject. */
  elevated: boolean;
  /** When the token's device session signed in (ms since epoch), if the token says. */
  authTime?: number | undefined;
  /** The token's device session (refreshTokenId), if the token says. */
  sessionId?: string | undefined;
}

/** A signed-in caller (RequestAuth with a user id). */
export type UserAuth = RequestAuth & { userId: string };

export const PUBLIC_ROLE = 'public';
export const ADMIN_ROLE = 'admin';

/** The caller of a request without credentials. */
export const PUBLIC_AUTH: Readonly<RequestAuth> = Object.freeze({
  userId: null,
  role: PUBLIC_ROLE,
  allowedRoles: [PUBLIC_ROLE],
  isAnonymous: false,
  isAdmin: false,
  elevated: false,
});
