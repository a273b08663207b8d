// Drafts storage: the draft room's read, everything the room shows in one statement.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { decodeJsonRows } from '../../db/json-rows.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { users } from '../../db/schema/auth.js';
import { draftParticipants, draftPicks, drafts } from '../../db/schema/drafts.js';
import { gameRankings, games } from '../../db/schema/games.js';
import { profiles } from '../../db/schema/profiles.js';
import { teamMembers, teams } from '../../db/schema/teams.js';
import { usersInRoomSql } from '../../realtime/presence.js';
import { personName } from '@tiix/domain';
import { isoInstant } from '../../db/json-rows.js';
import { isFinalSql } from '../games/final.js';
import { callerMembershipOfTeam } from '../membership/membership.js';
import {
  pickableSql,
  type DraftRecord,
  type ParticipantRecord,
  type PickRecord,
} from './draft-records.repository.js';
import type { TeamRecord } from '../teams/teams.repository.js';

/**
 * A game as the draft room lists it, in the API's shape (`DraftGame`; the instant as the
 * DateTime scalar writes it), with the caller's rank and who took it. The score is as stored:
 * the service applies the plan.
 */
export interface DraftRoomGame {
  id: string;
  opponent: string;
  opponentAbbr: string | null;
  gameDate: string;
  kickoffEpochMs: number | null;
  kickoffTz: string | null;
  tzAbbr: string | null;
  isHome: boolean;
  isPrimeTime: boolean;
  tiixRank: number | null;
  tiixStars: number | null;
  myRank: number | null;
  /** Taken in this draft, or owned from before. */
  owned: boolean;
  takenBy: string | null;
  /** Final (the final-game rule): cannot be picked. */
  locked: boolean;
}

/** Everything the draft room shows of one draft, read in one statement. */
export interface DraftRoomRecord {
  draft: DraftRecord;
  team: TeamRecord;
  /** The caller's membership row's role (null: no row; ownership is not applied here). */
  memberRole: (typeof teamMembers.$inferSelect)['role'] | null;
  /** Participants in order, each named by the naming rule, as listParticipants reads them. */
  participants: ParticipantRecord[];
  /** The picks in order, as listPicks reads them. */
  picks: PickRecord[];
  /** The team's games, soonest first, as listDraftGames reads them (shaped as DraftRoomGame). */
  games: DraftRoomGame[];
  /** User ids with a live stream in the room (`usersInRoom`). */
  online: string[];
  /** The team's pickable games (countPickableGames), read only while totalPicks is not fixed. */
  pickableGames: number | null;
}

interface ParticipantJson {
  participant: Record<string, unknown>;
  email: string | null;
  userDisplayName: string | null;
  profileName: string | null;
  memberDisplayName: string | null;
}

/**
 * The draft room. `userId`: the caller (their membership row and their ranks); `room` and `now`:
 * the presence room and the instant whose live streams count (`presenceCutoff`). Null when the
 * draft does not exist; the membership rule is the caller's to apply.
 */
export async function findDraftRoom(
  db: Database,
  draftId: string,
  userId: string,
  room: string,
  seenAfter: Date,
): Promise<DraftRoomRecord | null> {
  const [row] = await draftRoomStatement(db).execute({ draftId, userId, room, seenAfter });
  if (!row) return null;
  const participants = decodeJsonRows(
    draftParticipants,
    row.participants.map((p) => p.participant),
  ).map((participant, i) => {
    const names = row.participants[i]!;
    return { ...participant, email: names.email, displayName: personName(names) };
  });
  return {
    draft: row.draft,
    team: row.team,
    memberRole: row.memberRole,
    participants,
    picks: decodeJsonRows(draftPicks, row.picks),
    games: row.games,
    online: row.online,
    pickableGames: row.pickableGames,
  };
}

// The children come as JSON arrays, each in the order and with the filter of its one-table reader
// (listParticipants, listPicks, listDraftGames, usersInRoom): participants and picks as whole rows
// (decoded by decodeJsonRows), games already in the API's shape (most of the room, served as it
// comes). The rank join is the caller's own; a game has at most one pick per draft (unique key).
const roomGamesJson = sql<DraftRoomGame[]>`(
  select coalesce(json_agg(json_build_object(
    'id', ${games.id}, 'opponent', ${games.opponent}, 'opponentAbbr', ${games.opponentAbbr},
    'gameDate', ${isoInstant(sql`${games.gameDate}`)}, 'kickoffEpochMs', ${games.kickoffEpochMs},
    'kickoffTz', ${games.kickoffTz}, 'tzAbbr', ${games.tzAbbr}, 'isHome', ${games.isHome},
    'isPrimeTime', ${games.tvPrimeTime}, 'tiixRank', ${games.tiixRank},
    'tiixStars', ${games.tiixStars}, 'myRank', r.rank,
    'owned', pk.id is not null or ${games.assignedTo} is not null,
    'takenBy', case when pk.id is null then ${games.assignedTo} else pk.user_id end,
    'locked', ${isFinalSql}
  ) order by ${games.gameDate}, ${games.id}), '[]'::json)
  from ${games}
  left join ${gameRankings} r on r.game_id = ${games.id} and r.user_id = ${sql.placeholder('userId')}
  left join ${draftPicks} pk on pk.game_id = ${games.id} and pk.draft_id = ${drafts.id}
  where ${games.teamId} = ${drafts.teamId})`;

const draftRoomStatement = preparedPerDatabase((db) =>
  db
    .select({
      draft: drafts,
      team: teams,
      memberRole: teamMembers.role,
      participants: sql<ParticipantJson[]>`(
        select coalesce(json_agg(json_build_object(
          'participant', dp, 'email', u.email, 'userDisplayName', u.display_name,
          'profileName', p.name, 'memberDisplayName', m.display_name
        ) order by dp.position), '[]'::json)
        from ${draftParticipants} dp
        join ${users} u on u.id = dp.user_id
        left join ${profiles} p on p.user_id = dp.user_id
        left join ${teamMembers} m on m.user_id = dp.user_id and m.team_id = ${drafts.teamId}
        where dp.draft_id = ${drafts.id})`,
      picks: sql<Record<string, unknown>[]>`(
        select coalesce(json_agg(pk order by pk.overall), '[]'::json)
        from ${draftPicks} pk where pk.draft_id = ${drafts.id})`,
      games: roomGamesJson,
      online: sql<
        string[]
      >`${usersInRoomSql(sql.placeholder('room'), sql.placeholder('seenAfter'))}`,
      // Only a draft that has not started needs it (its total is fixed at start).
      pickableGames: sql<number | null>`case when ${drafts.totalPicks} is null then (
        select count(*)::int from ${games} where ${pickableSql(drafts.teamId)}) end`,
    })
    .from(drafts)
    .innerJoin(teams, eq(teams.id, drafts.teamId))
    .leftJoin(teamMembers, callerMembershipOfTeam)
    .where(eq(drafts.id, sql.placeholder('draftId')))
    .limit(1)
    .prepare('draft_room'),
);
