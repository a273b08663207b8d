import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GraphQLScalarType, buildSchema as buildSdlSchema, printSchema } from 'graphql';
import { createSchema } from 'graphql-yoga';
import type { GraphQLContext } from '../context.js';
import type { Resolvers } from '../generated/graphql.js';
import { activityResolvers } from '../modules/activity/activity.resolvers.js';
import { billingResolvers } from '../modules/billing/billing.resolvers.js';
import { calendarResolvers } from '../modules/calendar/calendar.resolvers.js';
import { chatResolvers } from '../modules/chat/chat.resolvers.js';
import { draftsResolvers } from '../modules/drafts/drafts.resolvers.js';
import { handoffResolvers } from '../modules/handoff/handoff.resolvers.js';
import { leaguesResolvers } from '../modules/leagues/leagues.resolvers.js';
import { membershipResolvers } from '../modules/membership/membership.resolvers.js';
import { notificationsResolvers } from '../modules/notifications/notifications.resolvers.js';
import { paymentsResolvers } from '../modules/payments/payments.resolvers.js';
import { profilesResolvers } from '../modules/profiles/profiles.resolvers.js';
import { rankingsResolvers } from '../modules/rankings/rankings.resolvers.js';
import { scoringResolvers } from '../modules/scoring/scoring.resolvers.js';
import { swapsResolvers } from '../modules/swaps/swaps.resolvers.js';
import { systemResolvers } from '../modules/system/system.resolvers.js';
import { teamsResolvers } from '../modules/teams/teams.resolvers.js';

/** src/modules (dist/modules after build, where scripts/copy-assets.mjs puts the .graphql files). */
const MODULES_DIR = fileURLToPath(new URL('../modules', import.meta.url));

/** Resolvers of every module. A new module adds its map here; its SDL is found on its own. */
const moduleResolvers: Resolvers[] = [
  systemResolvers,
  profilesResolvers,
  leaguesResolvers,
  teamsResolvers,
  activityResolvers,
  rankingsResolvers,
  scoringResolvers,
  draftsResolvers,
  paymentsResolvers,
  billingResolvers,
  chatResolvers,
  swapsResolvers,
  calendarResolvers,
  notificationsResolvers,
  handoffResolvers,
  membershipResolvers,
];

/** The SDL of every module folder that has a schema.graphql, in a stable order. */
export function loadTypeDefs(modulesDir = MODULES_DIR): string[] {
  return readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(modulesDir, entry.name, 'schema.graphql'))
    .sort()
    .flatMap((file) => {
      try {
        return [readFileSync(file, 'utf8')];
      } catch {
        return [];
      }
    });
}

/**
 * The whole schema as one SDL text, the API contract the apps generate their types from
 * (`server/schema.graphql`, written by `pnpm --filter @tiix/server schema:print`).
 */
export function printTypeDefs(modulesDir = MODULES_DIR): string {
  return `${printSchema(buildSdlSchema(loadTypeDefs(modulesDir).join('\n')))}\n`;
}

/** Merges per-module maps type by type, so two modules may both add fields to Query. */
export function mergeResolvers(maps: Resolvers[]): Resolvers {
  const merged: Record<string, unknown> = {};
  for (const map of maps) {
    for (const [typeName, value] of Object.entries(map)) {
      if (value instanceof GraphQLScalarType) merged[typeName] = value;
      else merged[typeName] = { ...(merged[typeName] as object | undefined), ...(value as object) };
    }
  }
  return merged as Resolvers;
}

let schema: ReturnType<typeof createSchema<GraphQLContext>> | undefined;

/**
 * The executable schema, built once per process: it holds no app state (resolvers reach the
 * app's dependencies through the request context), and building it (reading every module's SDL,
 * then validating and binding the whole) costs more than the rest of an app's composition, which
 * tests repeat for every case.
 */
export function buildSchema() {
  schema ??= createSchema<GraphQLContext>({
    typeDefs: loadTypeDefs(),
    resolvers: mergeResolvers(moduleResolvers),
  });
  return schema;
}
