import { EnvelopArmor } from '@escape.tech/graphql-armor';
import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  type DocumentNode,
  type ExecutionResult,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin, YogaInitialContext } from 'graphql-yoga';
import type { MiddlewareHandler } from 'hono';
import { clientIp, isOverLimit, type RateLimitStore } from '../auth/rate-limit.js';
import type { AppDeps, GraphQLContext } from '../context.js';

/**
 * What one GraphQL document may ask for (docs/security.md). The app's largest operation (the
 * team page) is depth 7, ~450 tokens, cost ~1,500 and uses no aliases; these leave room for
 * growth while one request can no longer keep the server busy (5,000 aliases of `leagues` took
 * 12 s of the single thread).
 */
export const GRAPHQL_LIMITS = {
  maxAliases: 15,
  maxDepth: 12,
  maxTokens: 3000,
  maxCost: 20_000,
  maxDirectives: 20,
} as const;

/** GraphQL Armor (aliases, depth, tokens, cost, directives) as Envelop plugins for Yoga. */
type Context = YogaInitialContext & GraphQLContext;

export function armorPlugins(nodeEnv: string): Plugin<Context>[] {
  const armor = new EnvelopArmor<Context>({
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases, allowList: [] },
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    // "Did you mean …?" hints map the schema for an attacker when introspection is off.
    blockFieldSuggestion: { enabled: nodeEnv === 'production' },
  });
  return armor.protect().plugins;
}

/** Introspection is refused in production (the schema is not a public API surface there). */
export function noIntrospectionInProduction(nodeEnv: string): Plugin<Context> {
  return {
    onValidate({ addValidationRule }) {
      if (nodeEnv === 'production') addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

/** Mutations that send e-mail: each use counts against the caller's mail budget. */
export const MAIL_SENDING_MUTATIONS = new Set(['inviteMember', 'resendInvite', 'createTeam']);

/** How many mail-sending fields a document runs (aliases of the same field count each). */
export function mailSendingFieldCount(document: DocumentNode, operationName?: string | null) {
  let count = 0;
  const visit = (selectionSet: SelectionSetNode, seen: Set<string>) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD && MAIL_SENDING_MUTATIONS.has(selection.name.value)) {
        count += 1;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet, seen);
      } else if (selection.kind === Kind.FRAGMENT_SPREAD && !seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = document.definitions.find(
          (d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value,
        );
        if (fragment?.kind === Kind.FRAGMENT_DEFINITION) visit(fragment.selectionSet, seen);
      }
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION || definition.operation !== 'mutation') {
      continue;
    }
    if (operationName && definition.name?.value !== operationName) continue;
    visit(definition.selectionSet, new Set());
  }
  return count;
}

/**
 * Per-user budget of mail-sending mutations (GRAPHQL_MAIL_RATE_LIMIT_*): every invite e-mail
 * counts, however many a request packs in. Over budget the whole operation is refused with code
 * TOO_MANY_REQUESTS before anything runs.
 */
export function mailMutationLimit(
  deps: Pick<AppDeps, 'config' | 'logger'>,
  store: RateLimitStore,
): Plugin<Context> {
  const { enabled, mail } = deps.config.graphqlRateLimit;
  const spend = async (who: string, uses: number, refuse: (result: ExecutionResult) => void) => {
    for (let i = 0; i < uses; i += 1) {
      const refused = await isOverLimit(deps, store, 'graphqlMail', `user:${who}`, mail);
      if (refused) {
        refuse({
          errors: [
            new GraphQLError('Too many e-mails sent; try again later', {
              extensions: {
                code: 'TOO_MANY_REQUESTS',
                retryAfter: refused.retryAfter,
                http: { status: 429, headers: { 'Retry-After': String(refused.retryAfter) } },
              },
            }),
          ],
        });
        return;
      }
    }
  };
  return {
    // Not async itself: an operation that sends no e-mail (every page read) goes on to execute
    // in the same turn instead of waiting for a resolved promise first.
    onExecute({ args, setResultAndStopExecution }) {
      if (!enabled) return;
      const uses = mailSendingFieldCount(args.document, args.operationName);
      if (uses === 0) return;
      return spend(args.contextValue.auth.userId ?? 'public', uses, setResultAndStopExecution);
    },
  };
}

/**
 * GraphQL requests per client IP (GRAPHQL_RATE_LIMIT_*), checked before the body is read.
 * Subscriptions count once, when they open.
 */
export function graphqlRateLimit(
  deps: Pick<AppDeps, 'config' | 'logger'>,
  store: RateLimitStore,
): MiddlewareHandler {
  const { enabled, requests } = deps.config.graphqlRateLimit;
  return async (c, next) => {
    if (!enabled || c.req.method === 'OPTIONS') return next();
    const ip = clientIp(c, deps.config.auth.trustProxyHops);
    const refused = await isOverLimit(deps, store, 'graphql', `ip:${ip}`, requests);
    if (refused) {
      c.header('Retry-After', String(refused.retryAfter));
      return c.json(
        {
          errors: [{ message: 'Too many requests', extensions: { code: 'TOO_MANY_REQUESTS' } }],
        },
        429,
      );
    }
    return next();
  };
}
