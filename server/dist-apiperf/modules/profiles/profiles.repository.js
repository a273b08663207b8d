import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.js';
import { profiles } from '../../db/schema/profiles.js';
const columns = {
    userId: profiles.userId,
    email: profiles.email,
    name: profiles.name,
    lastLogin: profiles.lastLogin,
    createdAt: profiles.createdAt,
    updatedAt: profiles.updatedAt,
};
export async function findProfile(db, userId) {
    const [row] = await db.select(columns).from(profiles).where(eq(profiles.userId, userId));
    return row ?? null;
}
export async function findProfileOwner(db, userId) {
    const [row] = await db
        .select({
        id: users.id,
        email: users.email,
        displayName: users.displayName,
        isAnonymous: users.isAnonymous,
    })
        .from(users)
        .where(eq(users.id, userId));
    return row ?? null;
}
/**
 * Inserts the profile unless one exists, and returns the stored row either way. Two tabs
 * signing in at once both call this; the primary key makes the second insert a no-op.
 */
export async function insertProfileIfMissing(db, values) {
    await db.insert(profiles).values(values).onConflictDoNothing({ target: profiles.userId });
    const row = await findProfile(db, values.userId);
    if (!row)
        throw new Error(`Profile of ${values.userId} vanished right after its insert`);
    return row;
}
export async function updateProfile(db, userId, patch) {
    const [row] = await db
        .update(profiles)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(profiles.userId, userId))
        .returning(columns);
    return row ?? null;
}
//# sourceMappingURL=profiles.repository.js.map