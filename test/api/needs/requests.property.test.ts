import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REQUEST_STATUSES, requests } from '../../../resources/needs/requests.ts';
import { createTestServer } from '../../helpers/testServer.ts';
import { createRequest, createStock, REQUEST_ACTION_FIELDS } from './fixtures.ts';

const STATES = new Set<string>(REQUEST_STATUSES.map((o) => o.value));
const ACTIONS = requests.status.actions.map((a) => a.name);
/** Per unit of a request's quantity: approval reserves, sending takes reserved units out, cancelling releases, a return restocks. */
const MOVES: Record<string, { quantity: number; reserved: number }> = {
  approve: { quantity: 0, reserved: 1 },
  ship: { quantity: -1, reserved: -1 },
  cancel: { quantity: 0, reserved: -1 },
  confirm_return: { quantity: 1, reserved: 0 },
};
/** Units out with the customer: shipped and not returned (credit/write-off from `sent` keep them out). */
const OUT_STATES = new Set(['sent']);

describe('request state machine under random action sequences (fast-check)', () => {
  it('never reaches an undeclared state, applies exactly the declared transitions, never over-reserves, and stock never goes negative', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 4 }),
        fc.array(fc.record({ req: fc.nat(3), action: fc.constantFrom(...ACTIONS), quantity: fc.integer({ min: 1, max: 3 }), stale: fc.boolean() }), { minLength: 1, maxLength: 25 }),
        async (initialStock, steps) => {
          const s = await createTestServer();
          try {
            const item = await createStock(s, { quantity: initialStock });
            const recs = [];
            for (let i = 0; i < 4; i++) recs.push(await createRequest(s, item.id, { type: 1 + (i % 2), quantity: 1 + (i % 3) }));
            const model = recs.map((r) => ({ id: r.id, status: 'pending', version: 1, quantity: Number(r.quantity), taken: 0 }));
            const expected = { quantity: initialStock, reserved: 0 };
            for (const step of steps) {
              const m = model[step.req];
              const def = requests.status.actions.find((a) => a.name === step.action);
              if (!def) throw new Error(step.action);
              const version = step.stale ? m.version + 7 : m.version;
              const res = await s.request('PUT', `/needs/manage-request/${m.id}/status`, { as: 'staff', body: { action: step.action, version, ...REQUEST_ACTION_FIELDS[step.action] } });
              const legal = (def.from as readonly string[]).includes(m.status) && !step.stale;
              const shortOfStock = legal && step.action === 'approve' && expected.quantity - expected.reserved < m.quantity;
              if (legal && !shortOfStock) {
                expect(res.status).toBe(200);
                const move = MOVES[step.action];
                if (move) {
                  expected.quantity += move.quantity * m.quantity;
                  expected.reserved += move.reserved * m.quantity;
                }
                m.status = def.to;
                m.version += 1;
              } else {
                expect(res.status).toBe(409);
                if (shortOfStock) expect(res.body.code).toBe('40903');
              }
              const row = await s.db.selectFrom('request').select(['status', 'version']).where('id', '=', m.id).executeTakeFirstOrThrow();
              expect(STATES.has(row.status)).toBe(true);
              expect(row).toEqual({ status: m.status, version: m.version });
              const stock = await s.db.selectFrom('stock_item').select(['quantity', 'reserved']).where('id', '=', item.id).executeTakeFirstOrThrow();
              expect(stock).toEqual(expected);
              expect(stock.reserved).toBeGreaterThanOrEqual(0);
              expect(stock.reserved).toBeLessThanOrEqual(stock.quantity);
            }
            const out = model.filter((x) => OUT_STATES.has(x.status)).reduce((n, x) => n + x.quantity, 0);
            const held = model.filter((x) => x.status === 'approved').reduce((n, x) => n + x.quantity, 0);
            expect(expected.reserved).toBe(held);
            expect(expected.quantity).toBeLessThanOrEqual(initialStock);
            expect(out).toBeLessThanOrEqual(initialStock - expected.quantity);
          } finally {
            await s.close();
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
