/**
 * The factors of the game-quality score, one small pure function each. Every factor returns
 * points on a fixed scale plus the reason tags it earned; model.ts weighs and combines them.
 * Weights and the reasons for them are in docs/scoring.md.
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

const clamp = (value: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, value));

/** What was known of a team before the season. */
export interface TeamStrengthInput {
  /** Prior-season win pct (ties half a win), 0-1; null when the team has no prior season. */
  winPct: number | null;
  /** Prior-season league rank, 1 = best. */
  rank: number | null;
  /** Number of teams ranked in that table. */
  teamCount: number | null;
  /** NFL: pre-season nfelo Elo (1500 average). */
  elo?: number | null;
}

/**
 * A team's strength 0-1 (0.5 = average). Win pct is regressed a third towards .500 because a
 * season's record overstates how good a team is; rank adds the table's own tie-breaks; NFL Elo,
 * which already carries QB and roster changes, takes the larger share where it exists.
 */
export function teamStrength(input: TeamStrengthInput): number {
  const parts: { value: number; weight: number }[] = [];
  if (input.winPct !== null) parts.push({ value: 0.5 + (input.winPct - 0.5) * 0.67, weight: 1 });
  if (input.rank !== null && input.teamCount && input.teamCount > 1) {
    parts.push({ value: 1 - (input.rank - 1) / (input.teamCount - 1), weight: 0.5 });
  }
  if (input.elo !== null && input.elo !== undefined) {
    // 1300-1700 covers almost every nfelo rating; a 100-point edge is about 3.5 points of spread.
    parts.push({ value: clamp((input.elo - 1300) / 400, 0, 1), weight: 2 });
  }
  if (parts.length === 0) return 0.5;
  const total = parts.reduce((sum, p) => sum + p.weight, 0);
  return clamp(parts.reduce((sum, p) => sum + p.value * p.weight, 0) / total, 0, 1);
}

/**
 * Opponent strength, 0-30 points: the visiting team is what a season-ticket holder picks a game
 * for. 'Top-5 opponent' / 'Top-10 opponent' by prior rank; a bottom-5 team is 'Weak opponent'.
 */
export function opponentFactor(strength: number, rank: number | null, teamCount: number | null) {
  const tags: ScoredTag[] = [];
  if (rank !== null && rank <= 5) tags.push({ tag: 'Top-5 opponent', weight: 90 });
  else if (rank !== null && rank <= 10) tags.push({ tag: 'Top-10 opponent', weight: 70 });
  else if (rank !== null && teamCount && rank > teamCount - 5) {
    tags.push({ tag: 'Weak opponent', weight: 20 });
  }
  return { points: 30 * strength, tags } satisfies FactorResult;
}

/**
 * Both teams' quality, 0-20 points: good football on both sides (the mean strength) and a close
 * matchup (a small strength gap). 'Marquee matchup' when both are clearly above average.
 */
export function matchupFactor(home: number, away: number): FactorResult {
  const mean = (home + away) / 2;
  const closeness = 1 - clamp(Math.abs(home - away) / 0.5, 0, 1);
  const tags: ScoredTag[] = [];
  if (home >= 0.62 && away >= 0.62) tags.push({ tag: 'Marquee matchup', weight: 95 });
  if (closeness >= 0.85 && mean >= 0.5) tags.push({ tag: 'Even matchup', weight: 40 });
  return { points: 12 * mean + 8 * closeness, tags };
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

export interface SlotInput {
  /** 0 = Sunday ... 6 = Saturday, at the venue. Null when the date is unknown. */
  weekday: number | null;
  /** Local kickoff hour 0-23; null when the time is not set. */
  localHour: number | null;
  /** Kickoff at or after 19:00 US Eastern (the data's flag). */
  primetime: boolean;
  holiday: Holiday | null;
  /** NFL plays on Sundays: a Sunday is the norm there, not a bonus. */
  football: boolean;
}

/**
 * Day and kickoff, up to 20 points. NFL: the national windows (Thursday, Sunday and Monday
 * night, the rare Saturday) are the league's own pick of its best games and sell best. Other
 * leagues play most games at night, so the weekend and an afternoon or evening start matter more.
 */
export function slotFactor(input: SlotInput): FactorResult {
  const tags: ScoredTag[] = [];
  let points = 0;
  const weekend = input.weekday === 0 || input.weekday === 6 || input.weekday === 5;
  if (input.football) {
    if (input.primetime) {
      points += 12;
      tags.push({ tag: 'Prime time', weight: 85 });
    }
    if (input.weekday === 6) points += 2;
    // A weekday game that is not in a national window is a stranded slot (London, Friday).
    if (!input.primetime && input.weekday !== null && input.weekday >= 1 && input.weekday <= 4) {
      points -= 3;
    }
    if (input.weekday === 0 || input.weekday === 6) tags.push({ tag: 'Weekend', weight: 30 });
  } else {
    if (weekend) {
      points += 6;
      tags.push({ tag: 'Weekend', weight: 45 });
    }
    if (input.primetime) {
      points += 4;
      tags.push({ tag: 'Prime time', weight: 50 });
    }
    // A weekday matinee (getaway day, school time) is the hardest ticket to use.
    if (!weekend && input.localHour !== null && input.localHour < 17) points -= 4;
  }
  if (input.holiday) {
    points += input.holiday === 'Thanksgiving' || input.holiday === 'Christmas' ? 8 : 4;
    tags.push({ tag: input.holiday, weight: 88 });
  }
  return { points, tags };
}

export interface WeatherInput {
  /** Roof of the venue or, NFL, of the game ('dome', 'closed', 'open', 'outdoors'). */
  roof: string | null;
  /** Indoor sports (basketball, hockey) never see the weather. */
  indoorSport: boolean;
  /** Mean temperature in °F for the month at the venue; null when unknown. */
  meanTempF: number | null;
  /** Average daily high in °C. */
  avgHighC: number | null;
  /** Share of days in the month with rain or snow, 0-1. */
  wetDayShare: number | null;
}

export const WEATHER_PROOF_ROOFS = new Set(['dome', 'closed', 'retractable', 'indoor arena']);

/**
 * Weather, -10 to 0 points: month climate at the venue. Weather-proof venues lose nothing and, for
 * outdoor sports, earn the 'Dome' tag; cold below 35 °F, heat above 31 °C highs and a wet month
 * cost points and earn 'Cold risk', 'Heat' and 'Rain risk'.
 */
export function weatherFactor(input: WeatherInput): FactorResult {
  if (input.indoorSport) return { points: 0, tags: [] };
  if (input.roof && WEATHER_PROOF_ROOFS.has(input.roof)) {
    return { points: 0, tags: [{ tag: 'Dome', weight: 35 }] };
  }
  const tags: ScoredTag[] = [];
  let points = 0;
  if (input.meanTempF !== null && input.meanTempF < 35) {
    points -= clamp((35 - input.meanTempF) / 2, 2, 6);
    tags.push({ tag: 'Cold risk', weight: 60 });
  }
  if (input.avgHighC !== null && input.avgHighC > 31) {
    points -= clamp(input.avgHighC - 30, 1, 4);
    tags.push({ tag: 'Heat', weight: 55 });
  }
  if (input.wetDayShare !== null && input.wetDayShare > 0.55) {
    points -= 2;
    tags.push({ tag: 'Rain risk', weight: 50 });
  }
  return { points: Math.max(points, -10), tags };
}

export interface HistoryInput {
  sameDivision: boolean;
  sameConference: boolean;
  /** Meetings of the two teams in the previous season in the data; null when no such season. */
  meetingsLastSeason: number | null;
  /** They met in last season's playoffs. */
  playoffRematch: boolean;
  /** Leagues where the same opponent visits many times a season (MLB series). */
  frequentMeetings: boolean;
}

/**
 * History, up to 14 points. A division rival is the classic rivalry; a conference opponent
 * carries standings stakes; a playoff rematch has a story; an opponent that did not play the team
 * at all last season is a rare visit (an NFL interconference team comes once in 8 years).
 */
export function historyFactor(input: HistoryInput): FactorResult {
  const tags: ScoredTag[] = [];
  let points = 0;
  if (input.sameDivision) {
    points += input.frequentMeetings ? 4 : 9;
    tags.push({ tag: 'Division rival', weight: 92 });
  } else if (input.sameConference) {
    points += 2;
  }
  if (input.playoffRematch) {
    points += 5;
    tags.push({ tag: 'Playoff rematch', weight: 80 });
  }
  if (input.meetingsLastSeason === 0 && !input.sameDivision) {
    points += 2;
    tags.push({ tag: 'Rare visit', weight: 25 });
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
  /** Both teams were above average before the season: late games likely decide a race. */
  bothContenders: boolean;
  isPostseason: boolean;
}

/** Season timing, up to 25 points: openers, the late-season race, and playoff games. */
export function timingFactor(input: TimingInput): FactorResult {
  const tags: ScoredTag[] = [];
  let points = 0;
  if (input.isPostseason) {
    points += 25;
    tags.push({ tag: 'Playoffs', weight: 100 });
  }
  if (input.opener) {
    points += 6;
    tags.push({ tag: 'Season opener', weight: 75 });
  } else if (input.homeOpener) {
    points += 4;
    tags.push({ tag: 'Home opener', weight: 65 });
  }
  if (!input.isPostseason && input.seasonProgress !== null && input.seasonProgress >= 0.8) {
    if (input.bothContenders) {
      points += 5;
      tags.push({ tag: 'Playoff race', weight: 78 });
    } else {
      points += 1;
    }
  }
  return { points, tags };
}

/** Preseason games count for little: the starters sit. The score keeps a fifth. */
export function preseasonMultiplier(isPreseason: boolean): number {
  return isPreseason ? 0.2 : 1;
}
