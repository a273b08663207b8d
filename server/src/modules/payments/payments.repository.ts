import {
  and,
  asc,
  eq,
  getTableColumns,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { apiJsonObject, type ApiRow } from '../../db/json-rows.js';
import { preparedSql } from '../../db/prepared.js';
import { users } from '../../db/schema/auth.js';
import { games } from '../../db/schema/games.js';
import type { cardCheckouts } from '../../db/schema/payments.js';
import { paymentLedger, paymentRequests, payoutAccounts } from '../../db/schema/payments.js';
import { profiles } from '../../db/schema/profiles.js';
import { files } from '../../db/schema/storage.js';
import { teamMembers, teams } from '../../db/schema/teams.js';
import { updateOne } from '../../db/find-one.js';
import type { TeamRole } from '../membership/membership.js';

export type PaymentRequestRecord = typeof paymentRequests.$inferSelect;
export type PaymentStatus = PaymentRequestRecord['status'];
export type LedgerRecord = typeof paymentLedger.$inferSelect;
export type NewLedgerEntry = typeof paymentLedger.$inferInsert;
export type CardCheckoutRecord = typeof cardCheckouts.$inferSelect;
export type RequestWithTeam = PaymentRequestRecord & { teamName: string };

const withTeam = { ...getTableColumns(paymentRequests), teamName: teams.name };

export async function findRequest(db: Database, id: string): Promise<RequestWithTeam | null> {
  const [row] = await db
    .select(withTeam)
    .from(paymentRequests)
    .innerJoin(teams, eq(teams.id, paymentRequests.teamId))
    .where(eq(paymentRequests.id, id))
    .limit(1);
  return row ?? null;
}

/** Locks the request row for the rest of the transaction (status changes serialise on it). */
export async function lockRequest(db: Database, id: string): Promise<PaymentRequestRecord | null> {
  const [row] = await db
    .select()
    .from(paymentRequests)
    .where(eq(paymentRequests.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function listTeamRequests(db: Database, teamId: string) {
  return db.select().from(paymentRequests).where(eq(paymentRequests.teamId, teamId));
}

export async function insertRequests(
  db: Database,
  rows: (typeof paymentRequests.$inferInsert)[],
): Promise<PaymentRequestRecord[]> {
  if (rows.length === 0) return [];
  return db.insert(paymentRequests).values(rows).returning();
}

/**
 * Optimistic concurrency: changes the row only while its status is still `expected`. Null when
 * someone else changed it first: the caller refuses instead of overwriting.
 */
export async function updateRequestIfStatus(
  db: Database,
  id: string,
  expected: PaymentStatus,
  patch: Partial<typeof paymentRequests.$inferInsert>,
): Promise<PaymentRequestRecord | null> {
  return updateOne(
    db,
    paymentRequests,
    { ...patch, updatedAt: new Date() },
    and(eq(paymentRequests.id, id), eq(paymentRequests.status, expected)),
  );
}

/** Claims today's reminder: only when none was sent since `since`. */
export async function claimReminder(
  db: Database,
  id: string,
  since: Date,
  now: Date,
): Promise<PaymentRequestRecord | null> {
  return updateOne(
    db,
    paymentRequests,
    { lastRemindedAt: now, updatedAt: now },
    and(
      eq(paymentRequests.id, id),
      or(isNull(paymentRequests.lastRemindedAt), lt(paymentRequests.lastRemindedAt, since)),
    ),
  );
}

export async function appendLedger(db: Database, entries: NewLedgerEntry[]): Promise<void> {
  if (entries.length) await db.insert(paymentLedger).values(entries);
}

// ---------------------------------------------------------------------------------------------
// Team side

export type TeamPaymentFields = Pick<
  typeof teams.$inferSelect,
  | 'id'
  | 'name'
  | 'ownerId'
  | 'plan'
  | 'planExpiresAt'
  | 'totalCost'
  | 'paymentsMode'
  | 'venmoUsername'
  | 'cashappCashtag'
  | 'paypalMe'
  | 'zelleNote'
>;

const teamPaymentColumns = {
  id: teams.id,
  name: teams.name,
  ownerId: teams.ownerId,
  plan: teams.plan,
  planExpiresAt: teams.planExpiresAt,
  totalCost: teams.totalCost,
  paymentsMode: teams.paymentsMode,
  venmoUsername: teams.venmoUsername,
  cashappCashtag: teams.cashappCashtag,
  paypalMe: teams.paypalMe,
  zelleNote: teams.zelleNote,
};

export async function findTeamPayment(db: Database, teamId: string) {
  const [row] = await db.select(teamPaymentColumns).from(teams).where(eq(teams.id, teamId));
  return row ?? null;
}

export async function updateTeamPayment(
  db: Database,
  teamId: string,
  patch: Partial<
    Pick<
      typeof teams.$inferInsert,
      'venmoUsername' | 'cashappCashtag' | 'paypalMe' | 'zelleNote' | 'totalCost' | 'paymentsMode'
    >
  >,
) {
  const [row] = await db
    .update(teams)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(teams.id, teamId))
    .returning(teamPaymentColumns);
  return row ?? null;
}

/** Joined members with accounts, in join order (the order splits hand out leftover cents). */
export async function listActiveMembers(db: Database, teamId: string) {
  return db
    .select({ userId: teamMembers.userId, role: teamMembers.role, email: users.email })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        isNotNull(teamMembers.userId),
        isNotNull(teamMembers.joinedAt),
      ),
    )
    .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.id)) as Promise<
    { userId: string; role: 'owner' | 'admin' | 'member'; email: string | null }[]
  >;
}

export async function findUserEmail(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/** Sum of the drafted games' score per member (games.assigned_to). */
export async function draftedValueByMember(db: Database, teamId: string) {
  const rows = await db
    .select({
      userId: games.assignedTo,
      value: sql<number>`coalesce(sum(${games.tiixRank}), 0)::int`,
    })
    .from(games)
    .where(and(eq(games.teamId, teamId), isNotNull(games.assignedTo)))
    .groupBy(games.assignedTo);
  return new Map(rows.filter((r) => r.userId).map((r) => [r.userId!, Number(r.value)]));
}

// ---------------------------------------------------------------------------------------------
// Requests as their views show them

/** The parts a person's name is made of (`personName`), as `teamMemberNames` reads them. */
export interface NamePartsRecord {
  email: string | null;
  userDisplayName: string | null;
  profileName: string | null;
  memberDisplayName: string | null;
}

/** A request's team as its views need it (handles, plan, card mode, who takes card payouts). */
export type RequestTeamFields = TeamPaymentFields & { payoutsUserId: string | null };

/** A request in the API's shape (instants as the DateTime scalar writes them). */
export type ApiPaymentRequest = ApiRow<PaymentRequestRecord>;
/** A ledger entry in the API's shape. */
export type ApiLedgerEntry = ApiRow<LedgerRecord>;

/**
 * A request with everything its view shows, read in one statement with the others: the request
 * and its history in the API's shape, its team, the caller's membership row's role in that team
 * (null: no row; ownership is not applied here), the names of its payer, its owner and its
 * history's actors (null: no such account), and which of the team's owner and payouts holder
 * have a ready payout account of the provider.
 */
export interface RequestViewRecord {
  request: ApiPaymentRequest;
  team: RequestTeamFields;
  memberRole: TeamRole | null;
  payer: NamePartsRecord | null;
  owner: NamePartsRecord | null;
  /** Oldest first. */
  ledger: { entry: ApiLedgerEntry; actor: NamePartsRecord | null }[];
  readyPayoutUserIds: string[];
}

/**
 * A team's requests, newest first, with the team's owner and the caller's membership row's role
 * (for the membership check), in one statement; null when the team does not exist.
 */
export async function findTeamRequestViews(
  db: Database,
  teamId: string,
  userId: string,
  provider: string | null,
): Promise<{ ownerId: string; memberRole: TeamRole | null; requests: RequestViewRecord[] } | null> {
  const [row] = await teamRequestViews(db, { teamId, userId, provider });
  return row ? { ...row, requests: decodeTeams(row.requests) } : null;
}

/**
 * Every request of the teams the user owns or belongs to, and every request they pay in a team
 * they have left, newest first (which of them they may see is the service's rule).
 */
export async function listUserRequestViews(
  db: Database,
  userId: string,
  provider: string | null,
): Promise<RequestViewRecord[]> {
  const [row] = await userRequestViews(db, { userId, provider });
  return decodeTeams(row?.requests ?? []);
}

/** The given requests (those that exist), newest first. */
export async function listRequestViewsById(
  db: Database,
  ids: readonly string[],
  userId: string,
  provider: string | null,
): Promise<RequestViewRecord[]> {
  if (ids.length === 0) return [];
  const [row] = await requestViewsById(db, { ids, userId, provider });
  return decodeTeams(row?.requests ?? []);
}

type RequestViewJson = Omit<RequestViewRecord, 'team'> & { team: ApiRow<RequestTeamFields> };

// The team's plan rule compares its expiry with the clock: the one instant decoded, in place (the
// records are the statement's own).
function decodeTeams(views: RequestViewJson[]): RequestViewRecord[] {
  return views.map((view) => {
    const expires = view.team.planExpiresAt;
    const team = Object.assign(view.team, { planExpiresAt: expires ? new Date(expires) : null });
    return Object.assign(view, { team });
  });
}

const namePartsJson = (userId: SQL, teamId: SQL) => sql`(
  select json_build_object('email', u.email, 'userDisplayName', u.display_name,
    'profileName', p.name, 'memberDisplayName', m.display_name)
  from ${users} u
  left join ${profiles} p on p.user_id = u.id
  left join ${teamMembers} m on m.team_id = ${teamId} and m.user_id = u.id
  where u.id = ${userId})`;

// A request (`r`) of a team (`t`) with the caller's membership row (`cm`), as one JSON object
// (`RequestViewRecord`), and the array of them newest first; each ledger in write order (seq, not
// created_at: see the column). Every statement below reads them.
const requestViewsJson = sql`coalesce(json_agg(json_build_object(
  'request', ${apiJsonObject(getTableColumns(paymentRequests), 'r')},
  'team', ${apiJsonObject({ ...teamPaymentColumns, payoutsUserId: teams.payoutsUserId }, 't')},
  'memberRole', cm.role,
  'payer', ${namePartsJson(sql`r.payer_user_id`, sql`r.team_id`)},
  'owner', ${namePartsJson(sql`r.owner_user_id`, sql`r.team_id`)},
  'ledger', (
    select coalesce(json_agg(json_build_object(
      'entry', ${apiJsonObject(getTableColumns(paymentLedger), 'e')},
      'actor', ${namePartsJson(sql`e.actor_user_id`, sql`r.team_id`)}
    ) order by e.seq), '[]'::json)
    from ${paymentLedger} e where e.request_id = r.id),
  'readyPayoutUserIds', (
    select coalesce(json_agg(a.owner_user_id), '[]'::json) from ${payoutAccounts} a
    where a.provider = ${sql.placeholder('provider')} and a.ready
      and a.owner_user_id in (t.owner_id, t.payouts_user_id))
) order by r.created_at desc, r.id desc), '[]'::json)`;

const callerMembership = sql`left join ${teamMembers} cm
  on cm.team_id = t.id and cm.user_id = ${sql.placeholder('userId')}`;

const teamRequestViews = preparedSql<{
  ownerId: string;
  memberRole: TeamRole | null;
  requests: RequestViewJson[];
}>(
  'payment_request_views_of_team',
  () => sql`select t.owner_id as "ownerId", cm.role as "memberRole",
      (select ${requestViewsJson} from ${paymentRequests} r where r.team_id = t.id) as requests
    from ${teams} t ${callerMembership}
    where t.id = ${sql.placeholder('teamId')}`,
);

const requestViewsWhere = (name: string, where: SQL) =>
  preparedSql<{ requests: RequestViewJson[] }>(
    name,
    () => sql`select ${requestViewsJson} as requests
      from ${paymentRequests} r join ${teams} t on t.id = r.team_id ${callerMembership}
      where ${where}`,
  );

// The requests of the user's teams (owned, or with a membership row of theirs), and those naming
// the user as payer wherever they are.
const userRequestViews = requestViewsWhere(
  'payment_request_views_of_user',
  sql`r.id in (
    select x.id from ${paymentRequests} x where x.team_id in (
      select tm.team_id from ${teamMembers} tm where tm.user_id = ${sql.placeholder('userId')}
      union select o.id from ${teams} o where o.owner_id = ${sql.placeholder('userId')})
    union select x.id from ${paymentRequests} x where x.payer_user_id = ${sql.placeholder('userId')})`,
);

const requestViewsById = requestViewsWhere(
  'payment_request_views_by_id',
  sql`r.id = any(${sql.placeholder('ids')}::uuid[])`,
);

// ---------------------------------------------------------------------------------------------
// Receipts in storage

export async function findFile(db: Database, fileId: string) {
  const [row] = await db
    .select({
      id: files.id,
      bucketId: files.bucketId,
      uploadedBy: files.uploadedBy,
      isUploaded: files.isUploaded,
      metadata: files.metadata,
    })
    .from(files)
    .where(eq(files.id, fileId));
  return row ?? null;
}

/**
 * The requests a stored file is the receipt of (their evidence_file_id), with the payer and the
 * team's current owner: who may see it, and why it may no longer change.
 */
export async function findRequestsWithReceipt(db: Database, fileId: string) {
  return db
    .select({ payerUserId: paymentRequests.payerUserId, teamOwnerId: teams.ownerId })
    .from(paymentRequests)
    .innerJoin(teams, eq(teams.id, paymentRequests.teamId))
    .where(eq(paymentRequests.evidenceFileId, fileId));
}

/** Tags a receipt with its request, for people reading the file's metadata (not for access). */
export async function tagReceipt(db: Database, fileId: string, paymentRequestId: string) {
  await db
    .update(files)
    .set({
      metadata: sql`coalesce(${files.metadata}, '{}'::jsonb) || ${JSON.stringify({ paymentRequestId })}::jsonb`,
    })
    .where(eq(files.id, fileId));
}
