import { describe, expect, it } from 'vitest';
import type { AccessUser } from '../../src/domain/access.ts';
import { GROUP } from '../../src/domain/groups.ts';
import { preloadRoute } from '../../src/app/routing/preloadRoute.ts';

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * preloadRoute with an access check that answers only when the test says so, and a data provider
 * that records what was read early.
 */
function start(path: string, storedGroup: number) {
  let answer: (user: AccessUser) => void = () => undefined;
  const access = new Promise<AccessUser>((resolve) => {
    answer = resolve;
  });
  const reads: string[] = [];
  preloadRoute(
    { pathname: path, search: '' },
    {
      authProvider: { check: async () => ({ authenticated: true }), getPermissions: () => access, getIdentity: async () => ({ id: 1, username: 'u', group: storedGroup }) },
      dataProvider: { prefetchList: (params) => void reads.push(`list ${params.resource}`), prefetchGet: (path) => void reads.push(`get ${path}`) },
    },
  );
  return { reads, answer };
}

describe('the first screen read at start-up (preloadRoute)', () => {
  it('a super admin, known from the group stored at login, has the list read before the access check answers', async () => {
    const { reads } = start('/repair/list', GROUP.superAdmin);
    await settle();
    expect(reads).toContain('list repair');
  });

  it("staff wait for the access check, and the list is read only when their permissions open it", async () => {
    const allowed = start('/repair/list', GROUP.editor);
    await settle();
    expect(allowed.reads).toEqual([]);
    allowed.answer({ group: GROUP.editor, permissions: ['manage_needs_repair'] });
    await settle();
    expect(allowed.reads).toContain('list repair');

    const refused = start('/repair/list', GROUP.editor);
    refused.answer({ group: GROUP.editor, permissions: ['manage_needs_request'] });
    await settle();
    expect(refused.reads).toEqual([]);
  });
});
