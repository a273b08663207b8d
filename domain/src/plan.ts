import { formatPrice } from './money.js';

/**
 * The plans. Free: 1 owned team, up to 4 invited members, one draft per team, manual ranking,
 * basic messaging. Unlimited ($49 a year): unlimited teams, members and drafts, the automatic
 * score, automated drafts, card payments and game swaps.
 */

export type PlanName = 'free' | 'unlimited';

/** The Unlimited plan's yearly price. */
export const PLAN_PRICE_CENTS = 4900;
/** '$49', as the landing page and the upgrade prompts quote it. */
export const PLAN_PRICE = formatPrice(PLAN_PRICE_CENTS);

/** Teams a free account may own. */
export const FREE_PLAN_TEAMS = 1;
/** Members a free team may invite besides its owner. */
export const FREE_PLAN_INVITED = 4;
/** Drafts a free team may run. */
export const FREE_PLAN_DRAFTS = 1;

/** Features only the Unlimited plan unlocks, each with the message a free team gets. */
export const PLAN_FEATURE_MESSAGES = {
  card_payments: 'Card payments are an Unlimited feature. Go Unlimited to collect by card.',
  swaps: 'Game swaps are an Unlimited feature. Go Unlimited to swap games.',
  auto_draft: 'Automated drafts are an Unlimited feature. Go Unlimited to turn on auto mode.',
  score: 'The automatic score is an Unlimited feature. Go Unlimited to see it.',
} as const;

export type PlanFeature = keyof typeof PLAN_FEATURE_MESSAGES;

/** What a free team is told when it reaches a limit. */
export const PLAN_LIMIT_MESSAGES = {
  teams: `The free plan includes ${FREE_PLAN_TEAMS} team. Go Unlimited to create more.`,
  invites: `The free plan includes up to ${FREE_PLAN_INVITED} invited members. Go Unlimited to invite more.`,
  drafts: 'The free plan includes one draft per team. Go Unlimited to run more drafts.',
} as const;

/** What the plan rule needs of a team. */
export interface PlanFields {
  plan: PlanName | string;
  planExpiresAt: Date | null;
}

/**
 * True while a team has the Unlimited plan: plan 'unlimited' and no expiry or an expiry still in
 * the future. A cancelled subscription keeps its expiry, so the team stays Unlimited until then.
 */
export function isUnlimited(team: PlanFields, now: Date = new Date()): boolean {
  if (team.plan !== 'unlimited') return false;
  return team.planExpiresAt === null || team.planExpiresAt.getTime() > now.getTime();
}

/** The plan a team has right now, as the client shows it ('free' once Unlimited has expired). */
export function effectivePlan(team: PlanFields, now: Date = new Date()): PlanName {
  return isUnlimited(team, now) ? 'unlimited' : 'free';
}
