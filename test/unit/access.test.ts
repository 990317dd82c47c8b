import { describe, expect, it } from 'vitest';
import { canAccess, decideAccess, type Access } from '../../src/domain/access.ts';

const BOUNDARIES = [0, 1, 63, 64, 127, 128, 511, 512] as const;
const user = (group: number, permissions: string[] = []) => ({ group, permissions });

describe('canAccess at the group boundaries', () => {
  const groupRules: Array<[number, number, boolean]> = [];
  for (const required of [1, 64, 128, 512]) {
    for (const g of BOUNDARIES) groupRules.push([required, g, g >= required || g >= 512]);
  }
  it.each(groupRules)('route group %i, user group %i → %s', (required, g, expected) => {
    expect(canAccess(user(g), { group: required })).toBe(expected);
  });

  const permRules = BOUNDARIES.flatMap((g) => [
    [g, true, true],
    [g, false, g >= 512],
  ] as Array<[number, boolean, boolean]>);
  it.each(permRules)('permission route, user group %i, holds permission %s → %s', (g, holds, expected) => {
    const perms = holds ? ['manage_needs_repair'] : ['manage_message'];
    expect(canAccess(user(g, perms), { permission: 'manage_needs_repair' })).toBe(expected);
  });

  it.each(BOUNDARIES)('group %i with group 128 OR the permission: the permission alone suffices', (g) => {
    const access: Access = { group: 128, permission: 'manage_needs_repair' };
    expect(canAccess(user(g, ['manage_needs_repair']), access)).toBe(true);
    expect(canAccess(user(g), access)).toBe(g >= 128);
  });
});

describe('decideAccess', () => {
  it('lets everybody open a public route', () => {
    expect(decideAccess(null, { public: true })).toBe('allow');
    expect(decideAccess(user(0), { public: true })).toBe('allow');
  });
  it('sends an anonymous user to login for any other route', () => {
    expect(decideAccess(null, {})).toBe('login');
    expect(decideAccess(undefined, { group: 1 })).toBe('login');
    expect(decideAccess(null, { permission: 'manage_needs_repair' })).toBe('login');
  });
  it('opens a route with neither group nor permission to every logged-in user', () => {
    expect(decideAccess(user(0), {})).toBe('allow');
    expect(decideAccess(user(1), undefined)).toBe('allow');
  });
  it('forbids what the rule does not allow', () => {
    expect(decideAccess(user(64), { group: 128 })).toBe('forbidden');
    expect(decideAccess(user(1), { permission: 'get_action_log' })).toBe('forbidden');
  });
  it('lets a super admin open everything', () => {
    expect(decideAccess(user(512), { group: 100000 })).toBe('allow');
    expect(decideAccess(user(4096), { permission: 'get_action_log' })).toBe('allow');
  });
});
