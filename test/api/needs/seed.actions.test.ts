import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveAction } from '../../../resources/catalogs/actionVariants.ts';
import { stockTargetOf } from '../../../resources/needs/stock.ts';
import type { TestServer } from '../../helpers/testServer.ts';
import { copyOf, recordsOf, sampleBody, seededServer, WALKED } from './seedWalk.ts';

/**
 * Every declared action on every demo record whose status allows it, through the API, each
 * action on its own copy of the seeded database: what the rules allow can actually be done (an
 * approved request can be sent). Only a reservation may be refused, and only with 库存不足 when
 * the item's available stock really is short.
 */

let s: TestServer;
let auth: string;
beforeAll(async () => {
  s = await seededServer();
  auth = (await s.login('superadmin')).auth;
}, 60_000);
afterAll(() => s.close());

describe('every allowed action on the demo data', () => {
  for (const r of WALKED) {
    const machine = r.status;
    const endpoint = r.endpoints.action;
    if (!machine || !endpoint) continue;
    for (const action of machine.actions) {
      it(`${r.name}.${action.name} succeeds on every record in ${action.from.join(' / ')}`, async () => {
        const copy = await copyOf(s);
        try {
          const targets = (await recordsOf(copy.db, r)).filter((rec) => action.from.includes(String(rec[machine.field])));
          let applied = 0;
          for (const rec of targets) {
            const where = `${r.name} ${String(rec[r.titleField])} ${action.name}`;
            const res = await copy.put(endpoint.path.replace(':id', String(rec.id)), auth, sampleBody(resolveAction(action, rec), Number(rec.version)));
            if (res.status === 200) {
              applied += 1;
              continue;
            }
            expect(action.stock?.effect, `${where} → ${res.status} ${String(res.body.message)}`).toBe('reserve');
            expect(res.body.code, where).toBe('40903');
            if (!action.stock) continue;
            const { stockId, units } = stockTargetOf(action.stock, rec);
            const item = await copy.db.selectFrom('stock_item').select(['quantity', 'reserved']).where('id', '=', stockId).executeTakeFirstOrThrow();
            expect(item.quantity - item.reserved, `${where}: refused although available`).toBeLessThan(units);
          }
          if (action.stock?.effect !== 'reserve') expect(applied).toBe(targets.length);
          const stock = await copy.db.selectFrom('stock_item').select(['quantity', 'reserved']).execute();
          for (const item of stock) {
            expect(item.reserved).toBeGreaterThanOrEqual(0);
            expect(item.reserved).toBeLessThanOrEqual(item.quantity);
          }
        } finally {
          await copy.close();
        }
      });
    }
  }

  it('has demo records to act on for every stock-moving action', async () => {
    for (const r of WALKED) {
      const records = await recordsOf(s.db, r);
      for (const a of r.status?.actions.filter((x) => x.stock) ?? []) {
        expect(records.some((rec) => a.from.includes(String(rec[r.status?.field ?? 'status']))), `${r.name}.${a.name}`).toBe(true);
      }
    }
  });
});
