import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { oneTimeCodes } from '../../db/schema/auth.js';
/** Replaces the user's pending sign-in code: only the newest code sent can be used. */
export async function replaceSmsCode(db, input) {
    return db.transaction(async (tx) => {
        await tx
            .delete(oneTimeCodes)
            .where(and(eq(oneTimeCodes.userId, input.userId), eq(oneTimeCodes.purpose, 'sms_otp')));
        const [row] = await tx
            .insert(oneTimeCodes)
            .values({
            userId: input.userId,
            purpose: 'sms_otp',
            codeHash: input.codeHash,
            expiresAt: input.expiresAt,
            payload: { attempts: 0 },
        })
            .returning({ id: oneTimeCodes.id });
        return row.id;
    });
}
export async function deleteSmsCode(db, id) {
    await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id));
}
/** The user's unused, unexpired sign-in code. */
export async function findLiveSmsCode(db, userId) {
    const [row] = await db
        .select({
        id: oneTimeCodes.id,
        codeHash: oneTimeCodes.codeHash,
        payload: oneTimeCodes.payload,
        createdAt: oneTimeCodes.createdAt,
    })
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, 'sms_otp'), isNull(oneTimeCodes.usedAt), gt(oneTimeCodes.expiresAt, sql `now()`)))
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
    if (!row)
        return undefined;
    return {
        id: row.id,
        codeHash: row.codeHash,
        attempts: Number(row.payload?.attempts ?? 0),
        createdAt: row.createdAt,
    };
}
/** Counts a wrong guess; once `limit` is reached the code is spent. */
export async function recordFailedAttempt(db, id, limit) {
    await db
        .update(oneTimeCodes)
        .set({
        payload: sql `jsonb_build_object('attempts', coalesce((${oneTimeCodes.payload}->>'attempts')::int, 0) + 1)`,
        usedAt: sql `case when coalesce((${oneTimeCodes.payload}->>'attempts')::int, 0) + 1 >= ${limit} then now() else ${oneTimeCodes.usedAt} end`,
    })
        .where(eq(oneTimeCodes.id, id));
}
/** Spends the code; false if another request spent it first. */
export async function consumeSmsCode(db, id) {
    const rows = await db
        .update(oneTimeCodes)
        .set({ usedAt: sql `now()` })
        .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt)))
        .returning({ id: oneTimeCodes.id });
    return rows.length > 0;
}
//# sourceMappingURL=sms.repository.js.map