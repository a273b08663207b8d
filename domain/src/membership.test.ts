import { describe, expect, it } from 'vitest';
import {
  canChangeRole,
  canLeaveTeam,
  canRemoveMember,
  handoverExpiresAt,
  HANDOVER_EXPIRY_DAYS,
} from './membership.js';

describe('membership changes', () => {
  it('lets the owner remove admins and members, admins only members, members nobody', () => {
    expect(canRemoveMember('owner', 'admin')).toBe(true);
    expect(canRemoveMember('owner', 'member')).toBe(true);
    expect(canRemoveMember('admin', 'member')).toBe(true);
    expect(canRemoveMember('admin', 'admin')).toBe(false);
    expect(canRemoveMember('member', 'member')).toBe(false);
    for (const actor of ['owner', 'admin', 'member'] as const) {
      expect(canRemoveMember(actor, 'owner')).toBe(false);
    }
  });

  it('lets everyone but the owner leave', () => {
    expect(canLeaveTeam('owner')).toBe(false);
    expect(canLeaveTeam('admin')).toBe(true);
    expect(canLeaveTeam('member')).toBe(true);
  });

  it('lets only the owner change roles, never their own', () => {
    expect(canChangeRole('owner', 'member')).toBe(true);
    expect(canChangeRole('owner', 'admin')).toBe(true);
    expect(canChangeRole('owner', 'owner')).toBe(false);
    expect(canChangeRole('admin', 'member')).toBe(false);
    expect(canChangeRole('member', 'member')).toBe(false);
  });

  it('lets a handover lapse after its days', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    expect(handoverExpiresAt(start).getTime() - start.getTime()).toBe(
      HANDOVER_EXPIRY_DAYS * 86_400_000,
    );
  });
});
