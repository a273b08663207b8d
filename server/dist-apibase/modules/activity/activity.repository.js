import { and, desc, eq, inArray } from 'drizzle-orm';
import { activityLog } from '../../db/schema/activity.js';
import { users } from '../../db/schema/auth.js';
import { profiles } from '../../db/schema/profiles.js';
import { teamMembers } from '../../db/schema/teams.js';
export async function insertActivities(db, entries) {
    if (entries.length === 0)
        return;
    await db.insert(activityLog).values(entries);
}
/**
 * Newest first, with the actor's name parts joined in (one query for the whole feed; the
 * member row is the actor's in the entry's own team). `teamIds` must already be limited to
 * teams the caller may read.
 */
export async function listActivity(db, teamIds, limit) {
    if (teamIds.length === 0)
        return [];
    const rows = await db
        .select({
        entry: activityLog,
        email: users.email,
        userDisplayName: users.displayName,
        profileName: profiles.name,
        memberDisplayName: teamMembers.displayName,
    })
        .from(activityLog)
        .leftJoin(users, eq(users.id, activityLog.userId))
        .leftJoin(profiles, eq(profiles.userId, activityLog.userId))
        .leftJoin(teamMembers, and(eq(teamMembers.teamId, activityLog.teamId), eq(teamMembers.userId, activityLog.userId)))
        .where(inArray(activityLog.teamId, teamIds))
        .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
        .limit(limit);
    return rows.map(({ entry, ...actor }) => ({
        ...entry,
        actor: entry.userId
            ? {
                email: actor.email,
                userDisplayName: actor.userDisplayName,
                profileName: actor.profileName,
                memberDisplayName: actor.memberDisplayName,
            }
            : null,
    }));
}
//# sourceMappingURL=activity.repository.js.map