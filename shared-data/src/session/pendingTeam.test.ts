import { beforeEach, expect, it } from 'vitest';
import { readPendingTeam, savePendingTeam, takePendingTeam } from './pendingTeam';

const team = { name: 'Sunday Crew', league: 'NFL', teamName: 'Dallas Cowboys', season: '2026' };

beforeEach(() => localStorage.clear());

it('takes the pending team once: a second tab finds nothing to create', () => {
  savePendingTeam(team, ['a@b.co']);
  expect(takePendingTeam()).toEqual({ team, inviteEmails: ['a@b.co'] });
  expect(takePendingTeam()).toBeNull();
  expect(readPendingTeam()).toBeNull();
});
