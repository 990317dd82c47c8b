import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointTable, type EndpointEntry } from '../../../resources/registry.ts';
import { insertAccount, setPermissions } from '../peopleFixtures.ts';
import { createCallContext, type Call, type CallContext } from './callContext.ts';
import { GROUP_CALLS } from './groupCalls.ts';
import { expected, type Probe, type Verdict } from './oracle.ts';
import { resourceCall } from './resourceCalls.ts';
import { loadRouteMap } from './routeMap.ts';

/**
 * ERP's rights as real calls, beyond the demo accounts (none of whom but the super admin holds an
 * ERP permission): accounts holding ERP permissions one way or another call every ERP endpoint
 * and 设备档案, and each answer is the oracle's. It shows what the demo matrix cannot: 复审 is a
 * super admin's even for one holding every ERP permission, 库存调整 needs `adjust_erp_stock` and
 * not `get_erp_stock`, and the selects are every staff member's.
 */

const ACCOUNTS: readonly { name: string; group: number; permissions: string[] }[] = [
  { name: 'erpbuyer', group: 64, permissions: ['manage_erp_purchase'] },
  { name: 'erpreader', group: 1, permissions: ['get_erp_stock', 'get_erp_company'] },
  { name: 'erpadjuster', group: 1, permissions: ['adjust_erp_stock'] },
  { name: 'erpmanager', group: 128, permissions: ['manage_erp_relation', 'manage_erp_purchase', 'get_erp_stock', 'manage_erp_company', 'manage_erp_group', 'get_erp_company', 'adjust_erp_stock'] },
];

const STATUS: Record<Verdict, number> = { allow: 200, login: 401, deny: 403 };
const map = loadRouteMap();
const erpEndpoints = endpointTable().filter((e) => e.path.startsWith('/erp/') || e.key === 'device.file');

let ctx: CallContext;
const auth = new Map<string, string>();
beforeAll(async () => {
  ctx = await createCallContext();
  for (const a of ACCOUNTS) {
    await insertAccount(ctx.s, a.name, a.group);
    await setPermissions(ctx.s, a.name, a.permissions);
    auth.set(a.name, (await ctx.s.login(a.name)).auth);
  }
});
afterAll(() => ctx.close());

/** The valid call of an endpoint, set up by the super admin (the access suite's kits). */
async function callOf(e: EndpointEntry): Promise<Call> {
  if (e.resource) return resourceCall(ctx, e, 'superadmin');
  const build = GROUP_CALLS[`${e.method} ${e.path}`];
  if (!build) throw new Error(`no valid call for ${e.method} ${e.path}`);
  return (await build(ctx, 'superadmin'))[0];
}

describe('ERP rights by real calls: accounts holding ERP permissions get what the oracle says', () => {
  it('walks every ERP endpoint and the device file', () => {
    // the erp group's 19 calls, the 24 of its resources (groups, companies, relations, orders: 5 or 6 each; stock, ledger) and 设备档案
    expect(erpEndpoints.length).toBe(19 + 24 + 1);
  });

  for (const e of erpEndpoints) {
    it(`${e.method} ${e.path} (${e.key})`, async () => {
      const wrong: string[] = [];
      const verdicts = new Set<Verdict>();
      for (const a of ACCOUNTS) {
        const probe: Probe = { name: a.name, group: a.group, permissions: a.permissions };
        const verdict = expected(map, `${e.method} ${e.path}`, probe);
        verdicts.add(verdict);
        const call = await callOf(e);
        const res = await ctx.s.request(call.method, call.path, { body: call.body, headers: { authorization: auth.get(a.name)! } });
        if (res.status !== STATUS[verdict]) wrong.push(`${a.name}: expected ${STATUS[verdict]} (${verdict}), got ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
      }
      expect(wrong).toEqual([]);
      // every endpoint is refused to one of them and allowed to another, but 复审 (a super admin's alone)
      expect([...verdicts].sort()).toEqual(e.key === 'erp.review' ? ['deny'] : ['allow', 'deny']);
    });
  }
});
