/**
 * The stature factors of the game-quality score (what makes a game big: opponent, matchup,
 * appeal, rivalry, stakes, timing), one small pure function each. Every factor returns points plus
 * the reason tags it earned. The fitted weights (weights.ts) set the points; their reasons are in
 * docs/scoring.md. Convenience factors (day, kickoff, climate, holidays) are in convenience.ts.
 */

export interface FactorResult {
  /** Points added to (or, negative, taken from) the score. */
  points: number;
  /** Reason tags, most important first. */
  tags: ScoredTag[];
}

export interface ScoredTag {
  tag: string;
  /** Orders the tags of a game: higher shows first. */
  weight: number;
}

export type Holiday =
  | 'Thanksgiving'
  | 'Christmas'
  | "New Year's"
  | 'July 4th'
  | 'Labor Day'
  | 'Memorial Day'
  | 'MLK Day';

/** The US holidays a game can fall on, from its local date 'YYYY-MM-DD'. */
export function holidayOf(dateLocal: string): Holiday | null {
  const [y, m, d] = dateLocal.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  const nth = Math.ceil(d / 7);
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const isLast = d + 7 > daysInMonth;
  if (m === 11 && weekday === 4 && nth === 4) return 'Thanksgiving';
  if (m === 12 && (d === 25 || d === 24)) return 'Christmas';
  if ((m === 12 && d === 31) || (m === 1 && d === 1)) return "New Year's";
  if (m === 7 && d === 4) return 'July 4th';
  if (m === 9 && weekday === 1 && nth === 1) return 'Labor Day';
  if (m === 5 && weekday === 1 && isLast) return 'Memorial Day';
  if (m === 1 && weekday === 1 && nth === 3) return 'MLK Day';
  return null;
}

export const WEATHER_PROOF_ROOFS = new Set(['dome', 'closed', 'retractable', 'indoor arena']);

/** What was known of a team before the season (inputs.ts builds it). */
export interface TeamProfile {
  name: string;
  /** Prior-season win pct, rank and table size; null when the team has no prior season. */
  winPct: number | null;
  rank: number | null;
  teamCount: number | null;
  /**
   * Strength as a z-score within the league (0 = average, +1 = one standard deviation better):
   * NFL pre-season Elo; other leagues prior point differential, late-season form, the season before.
   */
  strength: number;
  /** National appeal: z-score of last season's share of national TV games; null where unknown. */
  appeal: number | null;
  /** Postseason games played last season; null when the data has no previous schedule. */
  playoffGamesLastSeason: number | null;
  /**
   * How much its games scored last season: z-score within the league of points scored plus
   * allowed per game (0 = average or unknown). High-scoring teams play the games fans call fun.
   */
  scoring: number;
  /**
   * Had one of its league's worst records (bottom 10 % of the table) in one of the three seasons
   * before last season, in a league whose draft lottery gives the worst records the first picks and
   * whose rookies play at once (NBA, WNBA): a team likely built around a recent high draft
   * pick, the kind of young player national TV follows. False elsewhere or without those tables.
   */
  recentHighPick: boolean;
}

/** Points per unit of each stature feature; fitted (weights.ts). */
export interface StatureWeights {
  base: number;
  opponent: number;
  home: number;
  closeness: number;
  /** Both teams' scoring, added. */
  scoring: number;
  appeal: number;
  /** Per team with a recent high draft pick (both teams added). */
  highPick: number;
  division: number;
  local: number;
  race: number;
  opener: number;
  primeTime: number;
}

/**
 * Opponent strength: the visitor is what a season-ticket holder picks a home game for. Tags
 * 'Top-5 opponent' / 'Top-10 opponent' by prior rank; a bottom-5 team is 'Weak opponent'.
 */
export function opponentFactor(away: TeamProfile, w: StatureWeights): FactorResult {
  const tags: ScoredTag[] = [];
  if (away.rank !== null && away.rank <= 5) tags.push({ tag: 'Top-5 opponent', weight: 90 });
  else if (away.rank !== null && away.rank <= 10) tags.push({ tag: 'Top-10 opponent', weight: 70 });
  else if (away.rank !== null && away.teamCount && away.rank > away.teamCount - 5) {
    tags.push({ tag: 'Weak opponent', weight: 20 });
  }
  return { points: w.opponent * away.strength, tags };
}

/**
 * What the home side is worth against an equal visitor, in strength units: an even matchup is one
 * the home team is expected to win by that much, not a tie. A rule; on NFL 2024 it did better out
 * of fold than 0 and than the 0.74 the closing spreads imply (docs/scoring.md, "Stature").
 */
export const HOME_EDGE = 0.3;

/** The home side's expected edge over the visitor in strength units (home edge included). */
export const expectedEdge = (home: TeamProfile, away: TeamProfile) =>
  home.strength + HOME_EDGE - away.strength;

/**
 * Both teams' quality: the home side's strength and how close the game is expected to be (minus
 * the expected edge, home edge included). 'Marquee matchup' when both are clearly above average
 * (z ≥ 0.75), 'Even matchup' when the expected edge is under a quarter of a standard deviation
 * between average-or-better teams.
 */
export function matchupFactor(
  home: TeamProfile,
  away: TeamProfile,
  w: StatureWeights,
): FactorResult {
  const edge = Math.abs(expectedEdge(home, away));
  const tags: ScoredTag[] = [];
  if (home.strength >= 0.75 && away.strength >= 0.75)
    tags.push({ tag: 'Marquee matchup', weight: 95 });
  if (edge < 0.25 && (home.strength + away.strength) / 2 >= 0) {
    tags.push({ tag: 'Even matchup', weight: 40 });
  }
  return { points: w.home * home.strength - w.closeness * edge, tags };
}

/** Both teams' scoring z-scores added at least this much earn 'High-scoring matchup'. */
export const HIGH_SCORING = 1.5;

/**
 * Scoring: both teams' scoring z-scores (points scored plus allowed per game last season), added.
 * 'High-scoring matchup' when they add up to 1.5 or more (and the fit gave scoring points).
 */
export function scoringFactor(
  home: TeamProfile,
  away: TeamProfile,
  w: StatureWeights,
): FactorResult {
  const both = home.scoring + away.scoring;
  const tags: ScoredTag[] =
    both >= HIGH_SCORING && w.scoring > 0 ? [{ tag: 'High-scoring matchup', weight: 72 }] : [];
  return { points: w.scoring * both, tags };
}

/**
 * National appeal: how often last season's national broadcasts picked each team (stars, big
 * markets, a story), as z-scores added. 'National draw' when the visitor was among the most
 * broadcast teams (z ≥ 1). Zero where the data has no national TV (NFL, baseball, hockey, soccer).
 */
export function appealFactor(
  home: TeamProfile,
  away: TeamProfile,
  w: StatureWeights,
): FactorResult {
  const tags: ScoredTag[] =
    away.appeal !== null && away.appeal >= 1 ? [{ tag: 'National draw', weight: 86 }] : [];
  return { points: w.appeal * ((home.appeal ?? 0) + (away.appeal ?? 0)), tags };
}

/**
 * A recent high draft pick: points per team that had one of its league's worst records in one of
 * the three seasons before last (the draft lottery's best odds), both teams added; 'High draft
 * pick' when either team had one and the fit gave it points. Last season's own record is left out:
 * it is already in strength.
 */
export function draftFactor(home: TeamProfile, away: TeamProfile, w: StatureWeights): FactorResult {
  const teams = (home.recentHighPick ? 1 : 0) + (away.recentHighPick ? 1 : 0);
  const tags: ScoredTag[] =
    teams > 0 && w.highPick > 0 ? [{ tag: 'High draft pick', weight: 68 }] : [];
  return { points: w.highPick * teams, tags };
}

export interface HistoryInput {
  sameDivision: boolean;
  sameConference: boolean;
  /** Between the two home venues; null when a venue has no coordinates. */
  distanceKm: number | null;
  /** Meetings of the two teams in the previous season in the data; null when no such season. */
  meetingsLastSeason: number | null;
  /** They met in last season's playoffs. */
  playoffRematch: boolean;
  /** Leagues where division opponents meet three or more times a season (MLB, NBA, NHL). */
  frequentMeetings: boolean;
}

/** Two venues closer than this are a local rivalry (fans travel, the cities know each other). */
export const LOCAL_RIVAL_KM = 600;

/**
 * Rivalry: a division rival ('Division rival'; half the points where division teams meet three
 * or more times a season), a local rival outside the division ('Local rival', venues under
 * 600 km apart), and a playoff rematch (+3, 'Playoff rematch': a story the fans remember).
 */
export function rivalryFactor(input: HistoryInput, w: StatureWeights): FactorResult {
  const tags: ScoredTag[] = [];
  let points = 0;
  if (input.sameDivision) {
    points += w.division * (input.frequentMeetings ? 0.5 : 1);
    // A tag names a reason that lifts the game; where the fit gave it nothing, it is not shown.
    if (w.division > 0) tags.push({ tag: 'Division rival', weight: 92 });
  } else if (input.distanceKm !== null && input.distanceKm < LOCAL_RIVAL_KM) {
    points += w.local;
    if (w.local > 0) tags.push({ tag: 'Local rival', weight: 76 });
  }
  if (input.playoffRematch) {
    points += 3;
    tags.push({ tag: 'Playoff rematch', weight: 80 });
  }
  return { points, tags };
}

export interface TimingInput {
  /** Position of the game in the regular season, 0 = first day, 1 = last. */
  seasonProgress: number | null;
  /** First regular-season game of either team. */
  opener: boolean;
  /** The home team's first regular-season home game. */
  homeOpener: boolean;
  isPostseason: boolean;
}

/**
 * Stakes and season timing: a playoff game +25 ('Playoffs'; no market signal covers playoffs, so
 * this is set by reasoning: every playoff game outranks the regular season's average); the last
 * 20 % of the regular season between teams that were both above average ('Playoff race'); the
 * season opener of either team or the home opener ('Season opener', 'Home opener').
 */
export function timingFactor(
  input: TimingInput,
  home: TeamProfile,
  away: TeamProfile,
  w: StatureWeights,
): FactorResult {
  const tags: ScoredTag[] = [];
  let points = 0;
  if (input.isPostseason) {
    points += 25;
    tags.push({ tag: 'Playoffs', weight: 100 });
  }
  if (input.opener || input.homeOpener) {
    points += w.opener;
    if (input.opener) tags.push({ tag: 'Season opener', weight: 75 });
    else tags.push({ tag: 'Home opener', weight: 65 });
  }
  if (!input.isPostseason && input.seasonProgress !== null && input.seasonProgress >= 0.8) {
    const contenders = Math.max(0, Math.min(home.strength, away.strength));
    points += w.race * contenders;
    if (contenders >= 0.3 && w.race > 0) tags.push({ tag: 'Playoff race', weight: 78 });
  }
  return { points, tags };
}

/**
 * NFL national windows (Thursday, Sunday and Monday night, at or after 19:00 US Eastern): the
 * league's own pick of its best games, known when the schedule is published ('Prime time').
 * Other leagues play most games at night, so the flag tells nothing there.
 */
export function nationalWindowFactor(
  football: boolean,
  primetime: boolean,
  w: StatureWeights,
): FactorResult {
  if (!football || !primetime) return { points: 0, tags: [] };
  return { points: w.primeTime, tags: [{ tag: 'Prime time', weight: 85 }] };
}

/** Preseason games count for little: the starters sit. The score keeps a fifth. */
export function preseasonMultiplier(isPreseason: boolean): number {
  return isPreseason ? 0.2 : 1;
}
