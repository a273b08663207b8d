import { getSchedule, getTeamGames } from './league-data.js';
export const SCHEDULE_PROVIDER_NAMES = ['bundled'];
/** The schedules in server/data (league-data.ts). */
export function createBundledScheduleProvider() {
    return {
        name: 'bundled',
        listTeamGames: async (league, team, season) => getTeamGames(league, team, season),
        listLeagueGames: async (league, season) => getSchedule(league, season),
    };
}
export function createScheduleProvider(name) {
    switch (name) {
        case 'bundled':
            return createBundledScheduleProvider();
    }
}
//# sourceMappingURL=schedule-provider.js.map