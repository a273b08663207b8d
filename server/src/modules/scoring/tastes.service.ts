import type { RequestAuth } from '../../auth/caller.js';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../errors/domain-error.js';
import { requireUser } from '../membership/membership.js';
import type { Taste } from './convenience.js';
import { recomputePersonalScores } from './personal.service.js';
import * as repo from './tastes.repository.js';
import type { TasteRecord } from './tastes.repository.js';
export type { TasteRecord } from './tastes.repository.js';

export const MAX_OPPONENTS = 40;
export const MAX_OPPONENT_NAME = 80;

export const TASTE_MESSAGES = {
  signIn: 'Sign in to set your game taste',
  tooMany: `At most ${MAX_OPPONENTS} opponents per list`,
  badName: `Opponent names are 1-${MAX_OPPONENT_NAME} characters`,
  both: (name: string) => `${name} cannot be both loved and avoided`,
} as const;

export async function myTaste(db: Database, auth: RequestAuth): Promise<TasteRecord | null> {
  if (!auth.userId || auth.isAnonymous) return null;
  return repo.getTaste(db, auth.userId);
}

/** Trimmed, de-duplicated (case-insensitive) names; a clear error for a bad list. */
function cleanNames(names: readonly string[]): string[] {
  if (names.length > MAX_OPPONENTS) throw new DomainError('BAD_USER_INPUT', TASTE_MESSAGES.tooMany);
  const out: string[] = [];
  for (const raw of names) {
    const name = raw.trim();
    if (name.length < 1 || name.length > MAX_OPPONENT_NAME) {
      throw new DomainError('BAD_USER_INPUT', TASTE_MESSAGES.badName);
    }
    if (!out.some((n) => n.toLowerCase() === name.toLowerCase())) out.push(name);
  }
  return out;
}

/** Saves the caller's taste and rewrites their personal scores (one transaction). */
export async function setMyTaste(
  db: Database,
  auth: RequestAuth,
  input: Taste,
): Promise<TasteRecord> {
  const userId = requireUser(auth, TASTE_MESSAGES.signIn);
  const loved = cleanNames(input.lovedOpponents);
  const avoided = cleanNames(input.avoidedOpponents);
  const both = loved.find((n) => avoided.some((a) => a.toLowerCase() === n.toLowerCase()));
  if (both) throw new DomainError('BAD_USER_INPUT', TASTE_MESSAGES.both(both));
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

export async function clearMyTaste(db: Database, auth: RequestAuth): Promise<boolean> {
  const userId = requireUser(auth, TASTE_MESSAGES.signIn);
  return db.transaction(async (tx) => {
    const had = (await repo.getTaste(tx, userId)) !== null;
    await repo.deleteTaste(tx, userId);
    await repo.deleteMemberScores(tx, userId);
    return had;
  });
}
