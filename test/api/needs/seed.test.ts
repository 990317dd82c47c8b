import { describe, expect, it } from 'vitest';
import { exchanges } from '../../../resources/exchanges.ts';
import { requests } from '../../../resources/requests.ts';
import { seedNeeds } from '../../../src/server/db/areas/needsSeed.ts';
import { STOCK_ITEMS } from '../../../src/server/db/areas/needsSeedData.ts';
import { createTestServer, TEST_NOW } from '../../helpers/testServer.ts';

describe('needs demo data', () => {
  it('walks only declared transitions, and the stock equals the initial stock minus what is out', async () => {
    const s = await createTestServer();
    await seedNeeds(s.db, TEST_NOW);
    const reqs = await s.db.selectFrom('request').selectAll().execute();
    const exs = await s.db.selectFrom('exchange').selectAll().execute();
    expect(reqs.length).toBe(110);
    expect(new Set(reqs.map((r) => r.status)).size).toBeGreaterThanOrEqual(6);
    const events = await s.db.selectFrom('request_event').selectAll().orderBy('id').execute();
    for (const r of reqs) {
      const path = events.filter((e) => e.request_id === r.id && e.kind === 'status');
      let state = 'pending';
      for (const e of path) {
        const a = requests.status.actions.find((x) => x.name === e.action);
        expect(a && (a.from as readonly string[]).includes(state) && a.to === e.to_status).toBe(true);
        state = String(e.to_status);
      }
      expect(r.status).toBe(state);
      expect(r.version).toBe(1 + path.length);
    }
    const exEvents = await s.db.selectFrom('exchange_event').selectAll().execute();
    for (const x of exs) {
      const last = exEvents.filter((e) => e.exchange_id === x.id && e.kind === 'status').pop();
      expect(x.status).toBe(last?.to_status ?? 'pending');
      expect(exchanges.status.actions.some((a) => a.to === x.status) || x.status === 'pending').toBe(true);
    }
    const stock = await s.db.selectFrom('stock_item').select(['id', 'sku', 'quantity']).execute();
    for (const item of stock) {
      const initial = STOCK_ITEMS.find((i) => i.sku === item.sku)?.quantity ?? 0;
      const out = reqs.filter((r) => r.stock_id === item.id && (r.status === 'sent' || (r.express_out && !r.express_back))).reduce((n, r) => n + r.quantity, 0);
      const exOut = exs.filter((x) => x.stock_id === item.id && x.new_serial).length;
      expect(item.quantity).toBeGreaterThanOrEqual(0);
      expect(item.quantity).toBe(initial - out - exOut);
    }
    const stockEvents = await s.db.selectFrom('stock_item_event').selectAll().orderBy('created_at').orderBy('id').execute();
    for (const item of stock) {
      const moves = stockEvents.filter((e) => e.stock_item_id === item.id && e.kind === 'update').map((e) => (JSON.parse(String(e.data_json)) as { changes: { quantity: { from: number; to: number } } }).changes.quantity);
      for (const m of moves) expect(m.to).toBeGreaterThanOrEqual(0);
      if (moves.length) expect(moves[moves.length - 1].to).toBe(item.quantity);
    }
    const models = await s.request('GET', '/needs/production/warranty-rules', { as: 'staff' });
    expect(models.body.data.list.length).toBe(10);
    await s.close();
  });
});
