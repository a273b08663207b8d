import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { teams } from '../../db/schema/teams.js';
import { DomainError } from '../../errors/domain-error.js';
import {
  isUnlimited,
  PLAN_FEATURE_MESSAGES,
  type PlanFeature,
  type PlanFields,
} from '@tiix/domain';

// The plan rules live in @tiix/domain; these two read a team's plan from the database.

/** Reads a team's plan fields; null when the team does not exist. */
export async function findTeamPlan(db: Database, teamId: string): Promise<PlanFields | null> {
  const [row] = await db
    .select({ plan: teams.plan, planExpiresAt: teams.planExpiresAt })
    .from(teams)
    .where(eq(teams.id, teamId))
    .limit(1);
  return row ?? null;
}

/**
 * Whether the team sees the automatic score (and what is built on it: personal scores, the ADP):
 * only while it is Unlimited. False for a team that does not exist.
 */
export async function teamSeesScore(db: Database, teamId: string): Promise<boolean> {
  const team = await findTeamPlan(db, teamId);
  return team !== null && isUnlimited(team);
}

/**
 * Refuses (PLAN_LIMIT, with the feature's message) unless the team is Unlimited right now.
 * Callers check membership first (`requireTeamRole`); a missing team is NOT_FOUND.
 */
export async function requireUnlimited(
  db: Database,
  teamId: string,
  feature: PlanFeature,
  now: Date = new Date(),
): Promise<void> {
  const team = await findTeamPlan(db, teamId);
  if (!team) throw new DomainError('NOT_FOUND', 'Team not found');
  if (!isUnlimited(team, now)) {
    throw new DomainError('PLAN_LIMIT', PLAN_FEATURE_MESSAGES[feature], `plan_${feature}`);
  }
}
