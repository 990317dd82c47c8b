import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointTable, type EndpointEntry } from '../../../resources/registry.ts';
import type { TestUser } from '../../helpers/testServer.ts';
import { CALLERS, createCallContext, type Call, type CallContext } from './callContext.ts';
import { GROUP_CALLS } from './groupCalls.ts';
import { demoProbes, expected, type Probe, type Verdict } from './oracle.ts';
import { resourceCall } from './resourceCalls.ts';
import { loadRouteMap } from './routeMap.ts';

/**
 * Oracle vs real calls: every endpoint, called through the real HTTP handling as anonymous and
 * as each demo account with a valid request (a fresh record where it changes or deletes one).
 * Allowed → the endpoint's success status; not logged in → 401; not allowed → 403.
 */

/** What every endpoint answers on success (none answers 201 or 204). */
const SUCCESS = 200;
const STATUS: Record<Verdict, number> = { allow: SUCCESS, login: 401, deny: 403 };

const map = loadRouteMap();
const probeOf = (caller: TestUser | null): Probe => {
  if (!caller) return null;
  const probe = demoProbes(map.accounts).find((p) => p?.name === caller);
  if (!probe) throw new Error(`the route map has no demo account ${caller}`);
  return probe;
};

async function callsOf(ctx: CallContext, e: EndpointEntry, caller: TestUser | null): Promise<Call[]> {
  if (e.resource) return [await resourceCall(ctx, e, caller)];
  const build = GROUP_CALLS[`${e.method} ${e.path}`];
  if (!build) throw new Error(`no valid call for ${e.method} ${e.path}: add one to test/api/access/groupCalls.ts`);
  return build(ctx, caller);
}

let ctx: CallContext;
let calls = 0;
beforeAll(async () => {
  ctx = await createCallContext();
});
afterAll(() => ctx.close());
afterAll(() => console.info(`access matrix: ${endpointTable().length} endpoints, ${calls} calls as anonymous and the four demo accounts`));

describe('oracle vs real calls: every endpoint × {anonymous, member, staff, admin, superadmin}', () => {
  for (const e of endpointTable()) {
    const endpoint = `${e.method} ${e.path}`;
    it(`${endpoint} (${e.key})`, async () => {
      const wrong: string[] = [];
      let allowed = 0;
      for (const caller of CALLERS) {
        for (const call of await callsOf(ctx, e, caller)) {
          const verdict = expected(map, endpoint, probeOf(caller), call.target);
          const res = await ctx.send(call, caller);
          calls += 1;
          if (verdict === 'allow') allowed += 1;
          if (res.status !== STATUS[verdict]) {
            wrong.push(`${caller ?? 'anonymous'}${call.label ? ` (${call.label})` : ''}: expected ${STATUS[verdict]} (${verdict}), got ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
          }
        }
      }
      expect(allowed, 'at least the super admin is allowed').toBeGreaterThan(0);
      expect(wrong).toEqual([]);
    });
  }
});
