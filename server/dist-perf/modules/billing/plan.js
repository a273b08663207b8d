import { eq } from 'drizzle-orm';
import { teams } from '../../db/schema/teams.js';
import { DomainError } from '../../errors/domain-error.js';
/**
 * The one home of the plan rules. Free: 1 owned team, up to 4 invited members, manual ranking,
 * basic messaging. Unlimited ($49 a year): unlimited teams, members and drafts, the automatic
 * score, automated drafts, card payments and game swaps. See docs/decisions/005-payments.md.
 */
/** Features only the Unlimited plan unlocks, each with the message a free team gets. */
export const PLAN_FEATURE_MESSAGES = {
    card_payments: 'Card payments are an Unlimited feature. Go Unlimited to collect by card.',
    swaps: 'Game swaps are an Unlimited feature. Go Unlimited to swap games.',
    auto_draft: 'Automated drafts are an Unlimited feature. Go Unlimited to turn on auto mode.',
    score: 'The automatic score is an Unlimited feature. Go Unlimited to see it.',
};
/**
 * True while a team has the Unlimited plan: plan 'unlimited' and no expiry or an expiry still in
 * the future. A cancelled subscription keeps its expiry, so the team stays Unlimited until then.
 */
export function isUnlimited(team, now = new Date()) {
    if (team.plan !== 'unlimited')
        return false;
    return team.planExpiresAt === null || team.planExpiresAt.getTime() > now.getTime();
}
/** The plan a team has right now, as the client shows it ('free' once Unlimited has expired). */
export function effectivePlan(team, now = new Date()) {
    return isUnlimited(team, now) ? 'unlimited' : 'free';
}
/** Reads a team's plan fields; null when the team does not exist. */
export async function findTeamPlan(db, teamId) {
    const [row] = await db
        .select({ plan: teams.plan, planExpiresAt: teams.planExpiresAt })
        .from(teams)
        .where(eq(teams.id, teamId))
        .limit(1);
    return row ?? null;
}
/**
 * Refuses (PLAN_LIMIT, with the feature's message) unless the team is Unlimited right now.
 * Callers check membership first (`requireTeamRole`); a missing team is NOT_FOUND.
 */
export async function requireUnlimited(db, teamId, feature, now = new Date()) {
    const team = await findTeamPlan(db, teamId);
    if (!team)
        throw new DomainError('NOT_FOUND', 'Team not found');
    if (!isUnlimited(team, now)) {
        throw new DomainError('PLAN_LIMIT', PLAN_FEATURE_MESSAGES[feature], `plan_${feature}`);
    }
}
//# sourceMappingURL=plan.js.map