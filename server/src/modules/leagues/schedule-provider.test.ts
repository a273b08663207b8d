import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { getSchedule } from './league-data.js';
import { createScheduleProvider } from './schedule-provider.js';

describe('schedule provider', () => {
  it('is the bundled data unless configured otherwise', () => {
    expect(loadConfig({}).scheduleProvider).toBe('bundled');
    expect(loadConfig({ SCHEDULE_PROVIDER: 'bundled' }).scheduleProvider).toBe('bundled');
    expect(() => loadConfig({ SCHEDULE_PROVIDER: 'espn' })).toThrow(ConfigError);
  });

  it("lists a team's games and a league's season from the bundled data", async () => {
    const provider = createScheduleProvider('bundled');
    expect(provider.name).toBe('bundled');
    const team = await provider.listTeamGames('NWSL', 'BOS', '2026');
    expect(team).toHaveLength(30);
    expect(team.filter((g) => g.isHome)).toHaveLength(15);
    const league = await provider.listLeagueGames('NWSL', '2026');
    expect(league).toBe(getSchedule('NWSL', '2026'));
    expect(league).toHaveLength(240);
    expect(await provider.listLeagueGames('NWSL', '2023')).toEqual([]);
  });
});
