import { signAccessToken } from '../../auth/jwt.js';
import { RecordingMailer } from '../../auth/test-helpers.js';
import { users } from '../../db/schema/auth.js';
import { games } from '../../db/schema/games.js';
import { teamMembers, teams } from '../../db/schema/teams.js';
import { createTestApp, testConfig } from '../../testing/app.js';
let counter = 0;
export async function makeUser(db, name) {
    const email = `${name}.${++counter}@example.com`;
    const [row] = await db
        .insert(users)
        .values({
        email,
        displayName: name,
        emailVerified: true,
        defaultRole: 'user',
        roles: ['user', 'me'],
    })
        .returning({ id: users.id });
    const token = await signAccessToken(testConfig(), {
        userId: row.id,
        defaultRole: 'user',
        allowedRoles: ['user', 'me'],
        isAnonymous: false,
    });
    return { id: row.id, email, token };
}
/** A team with an owner, `memberCount` joined members and one outsider; optional plan. */
export async function makeTeam(db, options = {}) {
    const owner = await makeUser(db, 'Olivia');
    const [team] = await db
        .insert(teams)
        .values({
        name: 'Sunday Crew',
        league: 'NFL',
        teamName: 'Dallas Cowboys',
        ownerId: owner.id,
        plan: options.plan ?? 'free',
        planExpiresAt: options.planExpiresAt ?? null,
    })
        .returning({ id: teams.id });
    const teamId = team.id;
    const base = Date.now() - 3600_000;
    await db
        .insert(teamMembers)
        .values({ teamId, userId: owner.id, role: 'owner', joinedAt: new Date(base) });
    const members = [];
    const names = ['Mia', 'Noah', 'Ava', 'Liam'];
    for (let i = 0; i < (options.memberCount ?? 2); i++) {
        const member = await makeUser(db, names[i % names.length]);
        await db.insert(teamMembers).values({
            teamId,
            userId: member.id,
            role: 'member',
            joinedAt: new Date(base + (i + 1) * 1000),
        });
        members.push(member);
    }
    const outsider = await makeUser(db, 'Otto');
    return { teamId, owner, members, outsider };
}
/** Drafted games: one game per (member, score) pair, assigned to that member. */
export async function draftGames(db, teamId, picks) {
    await db.insert(games).values(picks.map((p, i) => ({
        teamId,
        opponent: `Opponent ${i}`,
        gameDate: new Date(Date.now() + (i + 1) * 86_400_000),
        assignedTo: p.userId,
        tiixRank: p.score,
    })));
}
export function testApp(db, env = {}) {
    const mailer = new RecordingMailer();
    const app = createTestApp(db, env, { mailer });
    return { app, mailer };
}
export async function gql(app, caller, query, variables) {
    const res = await app.request('/v1/graphql', {
        method: 'POST',
        headers: {
            'content-type': 'application/json',
            ...(caller ? { authorization: `Bearer ${caller.token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
    });
    return (await res.json());
}
export async function rest(app, method, path, caller, body) {
    const res = await app.request(path, {
        method,
        headers: {
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...(caller ? { authorization: `Bearer ${caller.token}` } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    let parsed = text;
    try {
        parsed = JSON.parse(text);
    }
    catch {
        // HTML pages stay text.
    }
    return { status: res.status, body: parsed };
}
export const errorCode = (res) => res.errors?.[0]?.extensions?.code;
export const REQUEST_FIELDS = `
  id teamId teamName ownerUserId payerUserId amountCents currency status note description
  payerName ownerName payLink cardAvailable cardFeeCents paidAt paidVia canManage isMine
  lastRemindedAt evidenceFileId evidenceUrl
  ledger { id at actorUserId actorName kind fromStatus toStatus amountCents note }
`;
//# sourceMappingURL=test-fixtures.js.map