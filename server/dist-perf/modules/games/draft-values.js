import { draftValues } from '../scoring/ranking.js';
import * as gamesRepo from './games.repository.js';
/**
 * A game's expected draft position and its chance of being gone before your pick depend on how
 * many members draft: recompute them for the team's scored games when the team's size changes.
 */
export async function refreshDraftValues(db, teamId, members) {
    const scored = (await gamesRepo.listGames(db, teamId)).filter((g) => g.tiixRank !== null);
    const values = draftValues(scored.map((g) => ({
        key: g.id,
        score: g.tiixRank,
        epochMs: g.kickoffEpochMs ?? g.gameDate.getTime(),
    })), Math.max(members, 1));
    await gamesRepo.updateDraftValues(db, [...values].map(([id, v]) => ({ id, adp: v.adp, probGoneBeforePick: v.probGoneBeforePick })));
}
//# sourceMappingURL=draft-values.js.map