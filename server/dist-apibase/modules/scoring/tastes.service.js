import { DomainError } from '../../errors/domain-error.js';
import { requireUser } from '../membership/membership.js';
import { recomputePersonalScores } from './personal.service.js';
import * as repo from './tastes.repository.js';
export const MAX_OPPONENTS = 40;
export const MAX_OPPONENT_NAME = 80;
export const TASTE_MESSAGES = {
    signIn: 'Sign in to set your game taste',
    tooMany: `At most ${MAX_OPPONENTS} opponents per list`,
    badName: `Opponent names are 1-${MAX_OPPONENT_NAME} characters`,
    both: (name) => `${name} cannot be both loved and avoided`,
};
export async function myTaste(db, auth) {
    if (!auth.userId || auth.isAnonymous)
        return null;
    return repo.getTaste(db, auth.userId);
}
/** Trimmed, de-duplicated (case-insensitive) names; a clear error for a bad list. */
function cleanNames(names) {
    if (names.length > MAX_OPPONENTS)
        throw new DomainError('BAD_USER_INPUT', TASTE_MESSAGES.tooMany);
    const out = [];
    for (const raw of names) {
        const name = raw.trim();
        if (name.length < 1 || name.length > MAX_OPPONENT_NAME) {
            throw new DomainError('BAD_USER_INPUT', TASTE_MESSAGES.badName);
        }
        if (!out.some((n) => n.toLowerCase() === name.toLowerCase()))
            out.push(name);
    }
    return out;
}
/** Saves the caller's taste and rewrites their personal scores (one transaction). */
export async function setMyTaste(db, auth, input) {
    const userId = requireUser(auth, TASTE_MESSAGES.signIn);
    const loved = cleanNames(input.lovedOpponents);
    const avoided = cleanNames(input.avoidedOpponents);
    const both = loved.find((n) => avoided.some((a) => a.toLowerCase() === n.toLowerCase()));
    if (both)
        throw new DomainError('BAD_USER_INPUT', TASTE_MESSAGES.both(both));
    return db.transaction(async (tx) => {
        const saved = await repo.upsertTaste(tx, {
            userId,
            days: input.days,
            kickoff: input.kickoff,
            coldTolerance: input.coldTolerance,
            rainTolerance: input.rainTolerance,
            lovedOpponents: loved,
            avoidedOpponents: avoided,
        });
        await recomputePersonalScores(tx, userId);
        return saved;
    });
}
export async function clearMyTaste(db, auth) {
    const userId = requireUser(auth, TASTE_MESSAGES.signIn);
    return db.transaction(async (tx) => {
        const had = (await repo.getTaste(tx, userId)) !== null;
        await repo.deleteTaste(tx, userId);
        await repo.deleteMemberScores(tx, userId);
        return had;
    });
}
//# sourceMappingURL=tastes.service.js.map