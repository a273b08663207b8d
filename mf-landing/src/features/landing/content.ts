// Copy and facts for the landing page. Prices and plan limits come from the plan rule the server
// enforces (@tiix/domain).
import { FREE_PLAN_INVITED, FREE_PLAN_TEAMS, PLAN_PRICE } from '@tiix/domain';
import type { IconName } from './components/Icon';

const freeTeams = `${FREE_PLAN_TEAMS} team${FREE_PLAN_TEAMS === 1 ? '' : 's'}`;

/** Spec: "a scroll effect starts at 20px". */
export const SCROLL_EFFECT_PX = 20;

export const ROUTES = {
  getStarted: '/?flow=create-team&step=1',
  app: '/app',
  login: '/login',
  // The billing section of the settings; the login page sends signed-in visitors straight on.
  goUnlimited: `/login?next=${encodeURIComponent('/app/settings#billing')}`,
  legal: '/legal',
  demo: '/demo',
} as const;

export const SECTIONS = [
  { id: 'how-it-works', label: 'How it works' },
  { id: 'features', label: 'Features' },
  { id: 'comparison', label: 'Compare' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'about', label: 'About' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];

export function isSectionId(value: string): value is SectionId {
  return SECTIONS.some((section) => section.id === value);
}

export interface IconCard {
  icon: IconName;
  title: string;
  text: string;
}

export const HERO_CARDS: readonly IconCard[] = [
  {
    icon: 'gauge',
    title: 'Know which games matter',
    text: 'Every game gets a 0–100 score with the reasons behind it.',
  },
  {
    icon: 'stopwatch',
    title: 'Draft it fair and square',
    text: 'A live snake or round-robin draft, with auto-pick for busy friends.',
  },
  {
    icon: 'wallet',
    title: 'Settle up, minus the awkward',
    text: 'See who owes what and collect it. Tiix takes no cut.',
  },
];

export const STEPS: readonly IconCard[] = [
  {
    icon: 'shield',
    title: 'Create your team',
    text: 'Pick the league, your team and the season. It takes about a minute.',
  },
  {
    icon: 'mail',
    title: 'Invite your friends',
    text: 'Send invites by e-mail. Everyone joins the team from their own link.',
  },
  {
    icon: 'list',
    title: 'Rank the games',
    text: 'Put the games in your own order, or start from the Tiix score and its reasons.',
  },
  {
    icon: 'stopwatch',
    title: 'Run the draft',
    text: 'Snake or round-robin, live with a pick clock. Auto-pick covers anyone who is away.',
  },
  {
    icon: 'wallet',
    title: 'Settle up',
    text: 'Send payment requests and track who has paid, by card or with your usual payment apps.',
  },
  {
    icon: 'ticket',
    title: 'Swap and enjoy',
    text: 'Can’t make a game? Trade it once both of you confirm. Then enjoy the game.',
  },
];

export const FEATURES: readonly IconCard[] = [
  {
    icon: 'gauge',
    title: 'Smart game score',
    text: 'A 0–100 score for every game, with reason tags and a short rationale. It weighs opponent strength, day of week, weather and history.',
  },
  {
    icon: 'stopwatch',
    title: 'Live draft',
    text: 'Serpentine (snake) or round-robin order, a pick clock that keeps things moving, and auto-pick for members who are busy.',
  },
  {
    icon: 'card',
    title: 'Payments, no cut',
    text: 'Request money and track who has paid. Collect by card checkout or with peer-payment handles. Tiix takes no cut.',
  },
  {
    icon: 'chat',
    title: 'Team chat',
    text: 'Keep the trash talk and the logistics in one thread for your group, not in ten group texts.',
  },
  {
    icon: 'swap',
    title: 'Two-sided game swaps',
    text: 'Trade games inside your group. Nothing changes until both members confirm the swap.',
  },
  {
    icon: 'calendar',
    title: 'League schedules',
    text: 'Your team’s full schedule for the NFL, NBA, MLB and NHL, with more leagues coming.',
  },
];

export interface ComparisonRow {
  aspect: string;
  oldWay: string;
  tiixWay: string;
}

/** Spec: exactly these 8 rows, in this order. */
export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  {
    aspect: 'Setup',
    oldWay: 'A shared spreadsheet, a group text and a lot of reply-alls',
    tiixWay: 'Create a team and invite friends in minutes',
  },
  {
    aspect: 'Game Rankings',
    oldWay: 'Everyone argues about which games are worth having',
    tiixWay: 'A 0–100 score with reasons for every game, or rank by hand',
  },
  {
    aspect: 'Draft Process',
    oldWay: 'Names in a hat, or whoever replies first',
    tiixWay: 'A live snake or round-robin draft with a pick clock and auto-pick',
  },
  {
    aspect: 'Payments',
    oldWay: 'Chasing friends for money for weeks',
    tiixWay: 'Requests tracked in one place, paid by card or payment app, no cut taken',
  },
  {
    aspect: 'Game Swaps',
    oldWay: 'Side deals nobody writes down',
    tiixWay: 'Swaps that both members confirm',
  },
  {
    aspect: 'Access',
    oldWay: 'Buried in one person’s inbox',
    tiixWay: 'Every member sees the team, the schedule and the picks on any device',
  },
  {
    aspect: 'Time Spent',
    oldWay: 'Hours of back-and-forth every season',
    tiixWay: 'Minutes, from setup to settled up',
  },
  {
    aspect: 'Team Chemistry',
    oldWay: 'Grumbles about who got the best games',
    tiixWay: 'A fair, open process everyone can trust',
  },
];

export interface Plan {
  id: 'free' | 'unlimited';
  name: string;
  price: string;
  cadence: string;
  blurb: string;
  features: readonly string[];
  cta: string;
  note?: string;
}

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free setup',
    price: '$0',
    cadence: 'to get started',
    blurb: 'Everything you need to get your group organized.',
    features: [
      freeTeams,
      `Invite up to ${FREE_PLAN_INVITED} members`,
      'View schedules',
      'Manual ranking',
      'Basic messaging',
    ],
    cta: 'Set Up My Team Free',
  },
  {
    id: 'unlimited',
    name: 'Unlimited',
    price: PLAN_PRICE,
    cadence: '/year',
    blurb: 'The full playbook for groups that draft every season.',
    features: [
      'Unlimited teams, members and drafts',
      'Automatic ranking score',
      'Automated draft',
      'Integrated payments',
      'Game swapping',
      'Priority support',
    ],
    cta: 'Go Unlimited',
    note: 'Due only when your team is ready to draft or to use premium features.',
  },
];

export const PRICING_ASSURANCES: readonly IconCard[] = [
  {
    icon: 'card',
    title: 'No card needed to try',
    text: 'Set up your team and invite friends for free.',
  },
  {
    icon: 'calendar',
    title: 'Renews yearly, cancel any time',
    text: 'Your team stays active until the subscription expires.',
  },
  {
    icon: 'wallet',
    title: 'No cut of ticket payments',
    text: 'Only the payment provider’s standard fees pass between members.',
  },
];

export interface Faq {
  question: string;
  answer: string;
}

export const FAQS: readonly Faq[] = [
  {
    question: 'Do I need a credit card to try Tiix?',
    answer:
      'No. Setup is free and no card is needed to try it. Create your team, invite friends and look around.',
  },
  {
    question: 'What does the free setup include?',
    answer: `${freeTeams}, invites for up to ${FREE_PLAN_INVITED} members, schedules, manual ranking and basic messaging, at $0.`,
  },
  {
    question: `When do I pay the ${PLAN_PRICE}?`,
    answer:
      'Only when your team is ready to draft or to use premium features: the automatic ranking score, the automated draft, integrated payments and game swapping. Unlimited also covers unlimited teams, members and drafts, plus priority support.',
  },
  {
    question: 'Does the subscription renew automatically?',
    answer: `Yes, the ${PLAN_PRICE} Unlimited subscription renews every year. You can cancel at any time, and your team stays active until it expires.`,
  },
  {
    question: 'Does Tiix take a cut of ticket payments?',
    answer:
      'No. Tiix takes no cut of the money members pay each other for tickets. Only the payment provider’s standard fees pass between members.',
  },
  {
    question: 'Which leagues does Tiix support?',
    answer: 'Tiix covers the NFL, NBA, MLB and NHL today, with other leagues coming.',
  },
];

export interface Stat {
  value: string;
  label: string;
}

/** Spec: claimed stats on the landing page. */
export const STATS: readonly Stat[] = [
  { value: '10K+', label: 'Users' },
  { value: '2.5K+', label: 'Teams' },
  { value: '50K+', label: 'Games' },
  { value: '99.9%', label: 'Uptime' },
];

/** Spec: the marketing copy names these four and says others are coming. */
export const MARKETING_LEAGUES = ['NFL', 'NBA', 'MLB', 'NHL'] as const;

/** Every league the product touches, for the affiliation disclaimer. */
export const DISCLAIMER_LEAGUES = 'the NFL, NBA, MLB, NHL, MLS, NWSL, WNBA';
